import type { UiSchema } from '@rjsf/utils';
import type { AnyStateMachine } from 'xstate';
import { erTekstNoegle, t } from '@engine/tekster';
import type { TrinMeta } from '@workflows/wizard-trin';

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

/** A step as the screen shows it: its heading and guidance, and its form when it has one. */
export interface TrinSide {
  overskrift: string;
  vejledning?: string;
  /** The step's schema ($id) and layout; a step without (the check page) shows the draft instead. */
  formular?: { schemaId: string; uiSchema: UiSchema };
}

/** The steps of the wizard: the states whose meta names a title, in the order the workflow lists them. */
export function trinListe(maskine: AnyStateMachine): TrinVisning[] {
  return Object.values(maskine.root.states).flatMap((node) => {
    const titel = (node.meta as TrinMeta | undefined)?.titel;
    return titel ? [{ tilstand: node.key, titel }] : [];
  });
}

/** The step a state is shown as: a state between steps (the submission) names one in meta.visesSom. */
export function vistTrin(maskine: AnyStateMachine, tilstand: string): string {
  return (maskine.root.states[tilstand]?.meta as TrinMeta | undefined)?.visesSom ?? tilstand;
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

/**
 * A step's page from its state's meta: the heading and guidance text keys (content/ui), the title
 * when no key is given; its form by the schema and the layout it names, among the layouts given.
 */
export function trinSide(maskine: AnyStateMachine, tilstand: string, uier: Readonly<Record<string, UiSchema>>): TrinSide {
  const meta = (maskine.root.states[tilstand]?.meta ?? {}) as TrinMeta;
  const tekst = (noegle: string | undefined) => (noegle && erTekstNoegle(noegle) ? t(noegle) : undefined);
  return {
    overskrift: tekst(meta.overskrift) ?? meta.titel ?? tilstand,
    vejledning: tekst(meta.vejledning),
    ...(meta.schema ? { formular: { schemaId: meta.schema, uiSchema: (meta.ui && uier[meta.ui]) || {} } } : {}),
  };
}

/** The schemas of the steps with a form, in order: a resumed draft's steps are checked with them. */
export function trinSchemaer(maskine: AnyStateMachine): string[] {
  return Object.values(maskine.root.states).flatMap((node) => (node.meta as TrinMeta | undefined)?.schema ?? []);
}
