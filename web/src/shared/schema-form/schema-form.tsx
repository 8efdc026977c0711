import Form from '@rjsf/core';
import type { Experimental_DefaultFormStateBehavior, UiSchema } from '@rjsf/utils';
import { Suspense, use, useMemo, useRef, useState, type ReactNode } from 'react';
import type { FeltFejl } from '@engine/felt-fejl';
import { t } from '@engine/tekster';
import { trimmet } from '@engine/trim';
import { Indlaeser } from '../layout/indlaeser';
import { FejlOpsummering } from './fejl-opsummering/fejl-opsummering';
import { opsummeredeFejl, stadigGaeldende, type OpsummeretFejl } from './fejl-opsummering/opsummerede-fejl';
import { serverFejlSomErrorSchema } from './server-fejl';
import { transformErrors } from './transform-errors';
import { translateString } from './translate-string';
import { formularIndlaesning } from './formular-indlaesning';
import { indlaes, navneI, registerFor } from './register';
import { skemaOgValidator, type SkemaOgValidator } from './validator';
import { udenSkjulte } from './vis-hvis';
import type { SkemaKontekst } from './widgets/kontekst';

/**
 * Defaults rjsf would otherwise invent: the first `const` of a oneOf (a radio choice the user has
 * not made) and empty items up to minItems (an employee nobody entered).
 */
const standardvaerdier: Experimental_DefaultFormStateBehavior = { constAsDefaults: 'skipOneOf', arrayMinItems: { populate: 'never' } };

export interface SchemaFormProps<T> {
  /** The $id of the form's root schema in schemas/. */
  schemaId: string;
  /** Keep it the same object between renders (import the .ui.json at module level). */
  uiSchema?: UiSchema<T>;
  /** The data entered so far; it satisfies the schema only when submitted. */
  formData?: Partial<T>;
  onChange?: (formData: Partial<T>) => void;
  /** Called with schema-valid data only. */
  onSubmit: (formData: T) => void;
  /** Called when a submit is refused because the data is invalid (the messages now show). */
  onAfvist?: () => void;
  /**
   * Whether messages show, for a caller that decides it (e.g. a wizard remembering which steps the
   * user tried to leave); left out, they show from the first submit attempt.
   */
  visFejl?: boolean;
  /** What the portal's own widgets need from the screen (lists, lookups, callbacks); keep it stable. */
  formContext?: SkemaKontekst;
  /** Field errors from a problem+json answer; shown until the user changes the form. */
  serverFejl?: readonly FeltFejl[];
  /**
   * Messages of rules the schema cannot state (e.g. checked against lookups), shown at their fields
   * as they come and go, without the summary; keep the array the same while its messages are.
   */
  regelFejl?: readonly FeltFejl[];
  disabled?: boolean;
  /** Replaces the default submit button, e.g. with several buttons. */
  children?: ReactNode;
  /**
   * The schema and validator to use instead of the precompiled ones of schemaId: the studio's preview
   * of edits not yet published (validator.ts's medTrim wraps it as the others are).
   */
  skema?: SkemaOgValidator;
}

/**
 * A form rendered from a JSON schema in Bootstrap's classes (./tema) with the server's validation rules.
 * Messages stay hidden until the first submit attempt, then follow every change, the person's or the
 * screen's (formData passed in). A refused submit
 * (and the server's field errors) puts an error summary at the top that takes the focus and links
 * each message to its field. The data of
 * fields hidden by `"ui:visHvis"` is dropped on every change, so a form using it passes formData back.
 * The validator is the one precompiled for the schema, the portal's widgets those the uiSchema names
 * (register.ts); a spinner shows while their chunks load.
 */
export function SchemaForm<T>(props: SchemaFormProps<T>) {
  return (
    <Suspense fallback={<Indlaeser />}>
      <Formular {...props} />
    </Suspense>
  );
}

function Formular<T>(props: SchemaFormProps<T>) {
  const {
    schemaId,
    uiSchema,
    formData,
    onChange,
    onSubmit,
    onAfvist,
    visFejl,
    formContext,
    serverFejl,
    regelFejl,
    disabled,
    children,
    skema,
  } = props;
  const ui = useMemo(() => medStandarder(uiSchema), [uiSchema]);
  const navne = useMemo(() => navneI(ui), [ui]);
  // The widgets the layout names load beside the validator, not after it, and the form waits for
  // both in one use() (samlet.ts says why one); both are then there.
  const venter = skema ? indlaes(navne) : formularIndlaesning(schemaId, navne);
  if (venter) use(venter);
  const { schema, validator } = skema ?? skemaOgValidator(schemaId);
  const register = registerFor(navne);
  const [forsoegt, setForsoegt] = useState(false);
  const [rettetEfter, setRettetEfter] = useState<readonly FeltFejl[]>();
  const aktuelleServerFejl = serverFejl?.length && serverFejl !== rettetEfter ? serverFejl : undefined;
  const extraErrors = useMemo(() => {
    const fejl = [...(regelFejl ?? []), ...(aktuelleServerFejl ?? [])];
    return fejl.length > 0 ? serverFejlSomErrorSchema<T>(fejl) : undefined;
  }, [aktuelleServerFejl, regelFejl]);

  // The summary: made at each refused attempt (and for the server's messages), then only shrinking.
  const [forsoeg, setForsoeg] = useState(0);
  const [opsummering, setOpsummering] = useState<readonly OpsummeretFejl[]>(() => opsummeredeFejl([], serverFejl ?? []));
  const [sidsteServerFejl, setSidsteServerFejl] = useState(serverFejl);
  if (serverFejl !== sidsteServerFejl) {
    setSidsteServerFejl(serverFejl);
    if (serverFejl?.length) {
      setOpsummering(opsummeredeFejl([], serverFejl));
      setForsoeg((n) => n + 1);
    }
  }
  // Data the screen changes (an invoice's scan, a lookup) can correct fields as the person can: the
  // summary then shrinks by the form's messages for that data, as it does at the person's changes.
  // The data the form itself sent back was checked in its onChange already, so it is not checked again.
  const [sendt, setSendt] = useState<unknown>();
  const [sidsteData, setSidsteData] = useState(formData);
  if (formData !== sidsteData) {
    setSidsteData(formData);
    if (opsummering.length > 0 && formData !== sendt) {
      const { errors } = validator.validateFormData(formData, schema, undefined, transformErrors, ui);
      const ekstra = [...(regelFejl ?? []), ...(aktuelleServerFejl ?? [])].map((f) => f.message);
      setOpsummering(stadigGaeldende(opsummering, new Set([...errors.map((e) => e.message ?? e.stack), ...ekstra])));
    }
  }
  const omslag = useRef<HTMLDivElement>(null);
  // Widgets that reveal fields read the attempts, so a field revealed since the last one stays quiet until touched.
  const kontekst = useMemo<SkemaKontekst>(() => ({ ...formContext, forsoeg }), [formContext, forsoeg]);

  return (
    <div ref={omslag}>
      <FejlOpsummering linjer={opsummering} forsoeg={forsoeg} form={() => omslag.current} />
      <Form
        schema={schema}
        uiSchema={ui}
        validator={validator}
        widgets={register.widgets}
        fields={register.fields}
        templates={register.templates}
        experimental_defaultFormStateBehavior={standardvaerdier}
        formContext={kontekst}
        formData={formData}
        onChange={(event) => {
          setRettetEfter(serverFejl);
          if (opsummering.length > 0) setOpsummering(stadigGaeldende(opsummering, new Set(event.errors.map((e) => e.message ?? e.stack))));
          const data = udenSkjulte(event.formData as Partial<T>, ui);
          setSendt(data);
          onChange?.(data);
        }}
        onSubmit={(event) => {
          setForsoegt(true);
          setOpsummering([]);
          onSubmit(trimmet(udenSkjulte(event.formData as T, ui), schema));
        }}
        onError={(errors) => {
          setForsoegt(true);
          setOpsummering(opsummeredeFejl(errors, aktuelleServerFejl));
          setForsoeg((n) => n + 1);
          onAfvist?.();
        }}
        extraErrors={extraErrors}
        liveValidate={(visFejl ?? forsoegt) ? 'onChange' : false}
        showErrorList={false}
        noHtml5Validate
        transformErrors={transformErrors}
        translateString={translateString}
        disabled={disabled}
      >
        {children}
      </Form>
    </div>
  );
}

/**
 * Defaults for the root of every form: the page's heading names the form, so the root schema's
 * title and description (written for developers) are not shown; rjsf's submit label is English,
 * so a uiSchema without one gets 'Gem'. Both can be set in the uiSchema.
 */
function medStandarder<T>(uiSchema: UiSchema<T> | undefined): UiSchema<T> {
  const valg = uiSchema?.['ui:submitButtonOptions'];
  return {
    'ui:label': false,
    ...uiSchema,
    'ui:submitButtonOptions': { ...valg, submitText: valg?.submitText ?? t('web.skemaFormular.gem') },
  };
}
