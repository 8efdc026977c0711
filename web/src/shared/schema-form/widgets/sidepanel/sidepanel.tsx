import type { ObjectFieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Sektion } from '../../../layout/sektion';
import type { SkemaKontekst } from '../kontekst';

interface SidepanelValg {
  /** The properties in the narrow column beside formContext.sidepanel. */
  felter?: readonly string[];
  /** The heading of a section around the properties with no field of their own (an analyst's added fields). */
  oevrige?: string;
}

/**
 * `"ui:ObjectFieldTemplate": "sidepanel"` on a form's root: the properties `ui:options.felter`
 * names in a narrow column under formContext.foerFelter, with formContext.sidepanel (e.g. the
 * document they are read from) in the wide one beside them; then the rest full width, those
 * without a `ui:field` of their own in a section headed `ui:options.oevrige`.
 */
export function Sidepanel(props: ObjectFieldTemplateProps<unknown, RJSFSchema, SkemaKontekst>) {
  const { properties, uiSchema, registry } = props;
  const { felter = [], oevrige } = (uiSchema?.['ui:options'] ?? {}) as SidepanelValg;
  const { foerFelter, sidepanel } = registry.formContext;
  const synlige = properties.filter((p) => !p.hidden);
  const skjulte = properties.filter((p) => p.hidden).map((p) => p.content);
  const smalle = synlige.filter((p) => felter.includes(p.name)).map((p) => p.content);
  const resten = synlige.filter((p) => !felter.includes(p.name));
  const egne = (navn: string) => uiSchema?.[navn]?.['ui:field'] !== undefined;
  const tilfoejede = resten.filter((p) => !egne(p.name)).map((p) => p.content);

  return (
    <>
      {skjulte}
      <Row>
        <Col lg={sidepanel ? 5 : 12}>
          {foerFelter}
          {smalle}
        </Col>
        {sidepanel && <Col lg={7}>{sidepanel}</Col>}
      </Row>
      {resten.filter((p) => egne(p.name)).map((p) => p.content)}
      {tilfoejede.length > 0 && (oevrige ? <Sektion titel={oevrige}>{tilfoejede}</Sektion> : tilfoejede)}
    </>
  );
}
