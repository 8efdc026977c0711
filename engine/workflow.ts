import { createMachine, getNextTransitions, transition, type AnyStateMachine } from 'xstate';

/** An event a state allows, with the Danish label its transition carries in `meta`. */
export interface TilladtHaendelse {
  type: string;
  label: string;
  /** The key of the fixed text (content/ui) the screen shows for confirmation first, when `meta.bekraeft` names one. */
  bekraeft?: string;
  /** The button's colour (a Bootstrap variant, e.g. 'outline-danger') when `meta.farve` names one. */
  farve?: string;
  /** A manual status change (`meta.manuel`): the status it sets, which the manual dialog offers by the event's label. */
  manuel?: { status: string };
}

declare const tilstandAf: unique symbol;

/**
 * A state of the workflow with this id, e.g. a case's status. Not a closed union: states are data
 * (workflows/*.json, DEFINITIONS_DIR), so a name becomes a Tilstand only where the machine gave it
 * (naesteTilstand, starttilstand) or checked it (tilstand).
 */
export type Tilstand<Id extends string = string> = string & { readonly [tilstandAf]: Id };

/** A machine loaded from workflows/, typed by its id so its states cannot be mixed up with another's. */
export type Arbejdsgang<Id extends string = string> = AnyStateMachine & { readonly id: Id };

/** Builds a machine from a JSON config in workflows/ and the named guards/actions beside it. */
export function loadWorkflow<Id extends string = string>(
  config: object,
  implementations: Parameters<AnyStateMachine['provide']>[0] = {},
): Arbejdsgang<Id> {
  // The JSON is typed only at run time; xstate checks its shape when it builds the machine.
  return (createMachine(config as never) as AnyStateMachine).provide(implementations) as Arbejdsgang<Id>;
}

/** The state a new case starts in: the workflow's `initial`. */
export function starttilstand<Id extends string>(machine: Arbejdsgang<Id>): Tilstand<Id> {
  return tilstand(machine, String(machine.config.initial));
}

/**
 * A state name the code needs (SPEC's fixed names, listed in workflows/implementeringer.ts as
 * `kraevet`), checked against the machine: throws when the workflow has no such state.
 */
export function tilstand<Id extends string>(machine: Arbejdsgang<Id>, navn: string): Tilstand<Id> {
  if (!kendtTilstand(machine, navn)) throw new Error(`The workflow ${machine.id} has no state ${navn}`);
  return navn as Tilstand<Id>;
}

/** The snapshot of a machine resting in the given state (e.g. a stored status). */
export function snapshotI(machine: AnyStateMachine, tilstand: string, context: Record<string, unknown> = {}) {
  return machine.resolveState({ value: tilstand, context });
}

/**
 * The events the given state allows, in the order the workflow lists them, with labels.
 * Server and web both ask this: the server to refuse, the web to draw buttons.
 */
export function tilladteHaendelser(machine: AnyStateMachine, tilstand: string, context: Record<string, unknown> = {}): TilladtHaendelse[] {
  if (!kendtTilstand(machine, tilstand)) return [];
  const snapshot = snapshotI(machine, tilstand, context);
  const result: TilladtHaendelse[] = [];
  // XState's public list of the transitions leaving the state; those a guard refuses are left out.
  for (const definition of getNextTransitions(snapshot)) {
    const type = definition.eventType;
    if (result.some((h) => h.type === type) || !snapshot.can({ type })) continue;
    const meta = definition.meta as { label?: string; bekraeft?: unknown; farve?: unknown; manuel?: unknown } | undefined;
    const bekraeft = typeof meta?.bekraeft === 'string' ? { bekraeft: meta.bekraeft } : {};
    const farve = typeof meta?.farve === 'string' ? { farve: meta.farve } : {};
    const [maal] = definition.target ?? [];
    const manuel = meta?.manuel === true && maal ? { manuel: { status: maal.key } } : {};
    result.push({ type, label: meta?.label ?? type, ...bekraeft, ...farve, ...manuel });
  }
  return result;
}

/**
 * The e-mail template the transition taken by the event from the state names (`meta.email`, the name
 * of the texts `email:{navn}:emne` and `:indhold`), or undefined when it sends none. Read from the
 * machine the case works on, so which decisions are told is the case's own workflow version's.
 */
export function overgangensEmail(machine: AnyStateMachine, fra: string, haendelse: string): string | undefined {
  if (!kendtTilstand(machine, fra)) return undefined;
  const snapshot = snapshotI(machine, fra);
  const definition = getNextTransitions(snapshot).find((d) => d.eventType === haendelse);
  const email = (definition?.meta as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : undefined;
}

/** Every event the machine knows, in any state: an event outside it is unknown, not merely not allowed now. */
export function kendteHaendelser(machine: AnyStateMachine): Set<string> {
  return new Set(machine.root.events);
}

/** The state after the event, or null when the state does not allow it. */
export function naesteTilstand<Id extends string>(
  machine: Arbejdsgang<Id>,
  fra: string,
  haendelse: string,
  context: Record<string, unknown> = {},
): Tilstand<Id> | null {
  if (!kendtTilstand(machine, fra)) return null;
  const snapshot = snapshotI(machine, fra, context);
  if (!snapshot.can({ type: haendelse })) return null;
  const [naeste] = transition(machine, snapshot, { type: haendelse });
  return (typeof naeste.value === 'string' ? naeste.value : JSON.stringify(naeste.value)) as Tilstand<Id>;
}

/** True when the state is final (e.g. Udbetalt: nothing may change). */
export function erSluttilstand(machine: AnyStateMachine, tilstand: string): boolean {
  if (!kendtTilstand(machine, tilstand)) return false;
  return snapshotI(machine, tilstand).status === 'done';
}

/**
 * Whether the machine has this state. A case may carry a status a changed workflow no longer has:
 * it then allows nothing and is not final, and is shown rather than failing.
 */
export function kendtTilstand(machine: AnyStateMachine, tilstand: string): boolean {
  return Object.hasOwn(machine.root.states, tilstand);
}

/** What a workflow's JSON says of a state: its Danish label, its badge colour, and how the screens treat it. */
export interface TilstandsMeta {
  label?: string;
  farve?: string;
  /** The key of the fixed text (content/ui) the applicant reads for the status; the label when left out. */
  loenmodtagerTekst?: string;
  /** Its cases wait for the secretariat: they are listed 'to be handled', and the overview lists the oldest. */
  behandles?: boolean;
}

/** Every state of a workflow's JSON config with its meta, in the order the file lists them. */
export function tilstande(config: { states: object }): (TilstandsMeta & { status: string })[] {
  return Object.keys(config.states).map((status) => ({ ...tilstandsMeta(config, status), status }));
}

/** The status's Danish name as the workflow's JSON gives it (`meta.label`); the name itself for a status it does not have. */
export function statusEtiket(config: { states: object }, status: string): string {
  return tilstandsMeta(config, status).label ?? status;
}

/** The statuses whose cases wait for the secretariat (`meta.behandles`), in the workflow's order: the handling list's. */
export function behandlesStatusser(config: { states: object }): string[] {
  return tilstande(config)
    .filter((s) => s.behandles)
    .map((s) => s.status);
}

/** The display meta of a state, read from a workflow's JSON config; empty for a state it does not have. */
export function tilstandsMeta(config: { states: object }, tilstand: string): TilstandsMeta {
  const states = config.states as Record<string, { meta?: TilstandsMeta } | undefined>;
  return (Object.hasOwn(states, tilstand) ? states[tilstand]?.meta : undefined) ?? {};
}
