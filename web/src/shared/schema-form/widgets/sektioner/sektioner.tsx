import type { ObjectFieldTemplateProps, ObjectFieldTemplatePropertyType, RJSFSchema } from '@rjsf/utils';
import { Sektion } from '../../../layout/sektion';
import { SideTekst } from '../../../layout/side-tekst';
import { uiTekst } from '../../ui-tekst';
import { erSynlig } from '../../vis-hvis';

/** One numbered part: its title (a text key or words), an optional editable text by key, its properties. */
interface SektionValg {
  titel: string;
  tekst?: string;
  felter: string[];
}

/**
 * `"ui:ObjectFieldTemplate": "sektioner"` with `"ui:sektioner": [{"titel", "tekst"?, "felter"}]`:
 * the object's properties in numbered parts, in the listed order; properties a visHvis hides are
 * left out. Properties not listed follow the parts.
 */
export function Sektioner({ properties, uiSchema, formData }: ObjectFieldTemplateProps<unknown, RJSFSchema>) {
  const sektioner = laesSektioner(uiSchema?.['ui:sektioner']);
  const synlige = properties.filter((p) => erSynlig(uiSchema?.[p.name], formData));
  const brugte = new Set(sektioner.flatMap((s) => s.felter));
  const indhold = (p: ObjectFieldTemplatePropertyType) => (
    <div key={p.name} className={p.hidden ? 'd-none' : 'mb-3'}>
      {p.content}
    </div>
  );

  return (
    <>
      {sektioner.map((sektion, i) => (
        <Sektion key={sektion.titel} nr={i + 1} titel={uiTekst(sektion.titel)}>
          {sektion.tekst && <SideTekst noegle={sektion.tekst} className="text-body-secondary" />}
          {sektion.felter.flatMap((navn) => synlige.filter((p) => p.name === navn)).map(indhold)}
        </Sektion>
      ))}
      {synlige.filter((p) => !brugte.has(p.name)).map(indhold)}
    </>
  );
}

function laesSektioner(value: unknown): SektionValg[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (s): s is SektionValg =>
      typeof s === 'object' &&
      s !== null &&
      typeof s.titel === 'string' &&
      Array.isArray(s.felter) &&
      (s.tekst === undefined || typeof s.tekst === 'string'),
  );
}
