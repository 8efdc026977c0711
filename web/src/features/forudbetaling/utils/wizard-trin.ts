import type { AnyStateMachine } from 'xstate';

/** A step of a wizard machine as the step indicator shows it. */
export interface TrinVisning {
  tilstand: string;
  titel: string;
}

/** A button of a state: an event it handles, with the Danish label its transition carries. */
export interface Knap {
  type: string;
  label: string;
}

interface TilstandMeta {
  titel?: string;
  visesSom?: string;
}

/** The steps of the wizard: the states whose meta names a title, in the order the workflow lists them. */
export function trinListe(maskine: AnyStateMachine): TrinVisning[] {
  return Object.values(maskine.root.states).flatMap((node) => {
    const titel = (node.meta as TilstandMeta | undefined)?.titel;
    return titel ? [{ tilstand: node.key, titel }] : [];
  });
}

/** The step a state is shown as: a state between steps (the submission) names one in meta.visesSom. */
export function vistTrin(maskine: AnyStateMachine, tilstand: string): string {
  return (maskine.root.states[tilstand]?.meta as TilstandMeta | undefined)?.visesSom ?? tilstand;
}

/**
 * The buttons of a state: each event with a labelled transition, also when a guard would refuse it
 * now (forward is offered on an invalid step, and pressing it is what lets the messages show).
 */
export function knapper(maskine: AnyStateMachine, tilstand: string): Knap[] {
  const node = maskine.root.states[tilstand];
  if (!node) return [];
  return Object.entries(node.on).flatMap(([type, overgange]) => {
    const label = overgange.map((o) => (o.meta as { label?: string } | undefined)?.label).find(Boolean);
    return label ? [{ type, label }] : [];
  });
}
