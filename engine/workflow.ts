import { createMachine, getNextTransitions, transition, type AnyStateMachine } from 'xstate';

/** An event a state allows, with the Danish label its transition carries in `meta`. */
export interface TilladtHaendelse {
  type: string;
  label: string;
  /** The key of the fixed text (content/ui) the screen shows for confirmation first, when `meta.bekraeft` names one. */
  bekraeft?: string;
}

/** Builds a machine from a JSON config in workflows/ and the named guards/actions beside it. */
export function loadWorkflow(config: object, implementations: Parameters<AnyStateMachine['provide']>[0] = {}): AnyStateMachine {
  // The JSON is typed only at run time; xstate checks its shape when it builds the machine.
  return (createMachine(config as never) as AnyStateMachine).provide(implementations);
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
    const meta = definition.meta as { label?: string; bekraeft?: unknown } | undefined;
    const bekraeft = typeof meta?.bekraeft === 'string' ? { bekraeft: meta.bekraeft } : {};
    result.push({ type, label: meta?.label ?? type, ...bekraeft });
  }
  return result;
}

/** Every event the machine knows, in any state: an event outside it is unknown, not merely not allowed now. */
export function kendteHaendelser(machine: AnyStateMachine): Set<string> {
  return new Set(machine.root.events);
}

/** The state after the event, or null when the state does not allow it. */
export function naesteTilstand(
  machine: AnyStateMachine,
  tilstand: string,
  haendelse: string,
  context: Record<string, unknown> = {},
): string | null {
  if (!kendtTilstand(machine, tilstand)) return null;
  const snapshot = snapshotI(machine, tilstand, context);
  if (!snapshot.can({ type: haendelse })) return null;
  const [naeste] = transition(machine, snapshot, { type: haendelse });
  return typeof naeste.value === 'string' ? naeste.value : JSON.stringify(naeste.value);
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

/** What a workflow's JSON says of a state for display: its Danish label and its badge colour. */
export interface TilstandsMeta {
  label?: string;
  farve?: string;
}

/** The display meta of a state, read from a workflow's JSON config; empty for a state it does not have. */
export function tilstandsMeta(config: { states: object }, tilstand: string): TilstandsMeta {
  const states = config.states as Record<string, { meta?: TilstandsMeta } | undefined>;
  return (Object.hasOwn(states, tilstand) ? states[tilstand]?.meta : undefined) ?? {};
}
