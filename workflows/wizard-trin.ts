/**
 * A wizard's steps as its machine JSON declares them: a state whose meta names a title (and, for a
 * step with a form, the schema and layout in schemas/). Everything the order implies — which steps
 * must be valid before a step, and that a step may be reached by its address — is derived here, so
 * adding a step is one state and the transitions around it.
 */

/** What a step's state names in its meta; text keys in content/ui, else the title is shown. */
export interface TrinMeta {
  titel?: string;
  /** The $id of the step's schema: its form and the guard validate with it. */
  schema?: string;
  /** The step's layout: schemas/<ui>.ui.json. */
  ui?: string;
  overskrift?: string;
  vejledning?: string;
  /** A state between steps (the submission) is shown as this step. */
  visesSom?: string;
}

interface Overgang {
  guard?: unknown;
  actions?: unknown;
  [noegle: string]: unknown;
}

interface Tilstand {
  meta?: TrinMeta;
  type?: string;
  on?: Record<string, Overgang | Overgang[]>;
  [noegle: string]: unknown;
}

export interface WizardConfig {
  states: Record<string, Tilstand>;
  on?: Record<string, unknown>;
  [noegle: string]: unknown;
}

/** The steps a person can be on, in the order the workflow lists them (the receipt, a final state, is not one). */
export function trinTilstande(config: WizardConfig): string[] {
  return Object.entries(config.states).flatMap(([navn, s]) => (s.meta?.titel && s.type !== 'final' ? [navn] : []));
}

/** The schemas of the form steps before a step: all must be valid to go there. */
export function schemaerFoer(config: WizardConfig, trin: string): string[] {
  const foer = trinTilstande(config);
  const index = foer.indexOf(trin);
  return foer.slice(0, index < 0 ? foer.length : index).flatMap((navn) => config.states[navn]?.meta?.schema ?? []);
}

/** Whether a step comes after the check page (a step without a form): it is reached only once that page was shown. */
export function efterKontrol(config: WizardConfig, trin: string): boolean {
  const foer = trinTilstande(config);
  return foer.slice(0, Math.max(0, foer.indexOf(trin))).some((navn) => !config.states[navn]?.meta?.schema);
}

/**
 * The JSON with what it leaves to be derived: a step reached by its address (GAA_TIL, allowed when
 * the guard says so), and, where a transition names `trinErGyldigt` or `markerForsoegt` without
 * parameters, its state's schema and name.
 */
export function medAfledteTrin<C extends WizardConfig>(config: C): C {
  const gaaTil = trinTilstande(config).map((trin) => ({
    guard: { type: 'kanGaaTil', params: { trin, kontrolSet: efterKontrol(config, trin) } },
    target: `.${trin}`,
  }));
  const states = Object.fromEntries(Object.entries(config.states).map(([navn, tilstand]) => [navn, medParametre(navn, tilstand)]));
  return { ...config, on: { ...config.on, GAA_TIL: gaaTil }, states };
}

function medParametre(navn: string, tilstand: Tilstand): Tilstand {
  if (!tilstand.on) return tilstand;
  const udfyld = (o: Overgang): Overgang => ({
    ...o,
    ...(o.guard === 'trinErGyldigt' ? { guard: { type: 'trinErGyldigt', params: { schema: tilstand.meta?.schema } } } : {}),
    ...(o.actions === 'markerForsoegt' ? { actions: { type: 'markerForsoegt', params: { trin: navn } } } : {}),
  });
  const on = Object.fromEntries(
    Object.entries(tilstand.on).map(([haendelse, o]) => [haendelse, Array.isArray(o) ? o.map(udfyld) : udfyld(o)]),
  );
  return { ...tilstand, on };
}
