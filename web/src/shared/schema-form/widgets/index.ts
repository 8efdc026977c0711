import type { ComponentType } from 'react';
import type { EgenSkabelon, EgenWidget, EgetFelt } from '@engine/ui-navne';
import { FejlSkabelon } from './fejl-skabelon/fejl-skabelon';
import { ListeElement } from './liste-element/liste-element';
import { VisHvisObjectFieldTemplate } from './vis-hvis/vis-hvis';

/** Loads one of the portal's widgets, fields or templates: its module's chunk, then the component. */
// rjsf's registries hold components of any props, so a loader's component is typed as they are.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Indlaeser = () => Promise<ComponentType<any>>;

// Only the secretariat's correction uses these: one chunk, loaded apart, each would split the modules it shares with the citizens' pages.
const rettelse = () => import('./rettelse');

/**
 * The portal's own widgets (one value), keyed as a uiSchema names them (`"ui:widget":
 * "begraenset-tekst"` is widgets/begraenset-tekst/begraenset-tekst.tsx). Each loads with the first
 * form whose uiSchema names it (schema-form/register.ts), so a page carries only its forms' widgets;
 * what they need from the screen comes through formContext (kontekst.ts).
 */
export const widgets: Readonly<Record<EgenWidget, Indlaeser>> = {
  'begraenset-tekst': () => import('./begraenset-tekst/begraenset-tekst').then((m) => m.BegraensetTekst),
  'rig-tekst': () => import('./rig-tekst/rig-tekst').then((m) => m.RigTekst),
  skrivebeskyttet: () => import('./skrivebeskyttet/skrivebeskyttet').then((m) => m.Skrivebeskyttet),
  'status-valg': () => import('./status-valg/status-valg').then((m) => m.StatusValg),
  'tekst-indhold': () => import('./tekst-indhold/tekst-indhold').then((m) => m.TekstIndholdWidget),
};

/** The portal's own fields (a whole object or array, `"ui:field": "cvr-opslag"`), loaded as the widgets are. */
export const fields: Readonly<Record<EgetFelt, Indlaeser>> = {
  betalingsmetode: () => import('./betalingsmetode/betalingsmetode').then((m) => m.Betalingsmetode),
  'cvr-opslag': () => import('./cvr-opslag/cvr-opslag').then((m) => m.CvrOpslag),
  'dato-interval': () => import('./dato-interval/dato-interval').then((m) => m.DatoInterval),
  'deltagelse-rettelse': () => rettelse().then((m) => m.DeltagelseRettelse),
  'faktura-rettelse': () => rettelse().then((m) => m.FakturaRettelse),
  'faktura-upload': () => import('./faktura-upload/faktura-upload').then((m) => m.FakturaUpload),
  'kursus-titel': () => import('./kursus-titel/kursus-titel').then((m) => m.KursusTitel),
  'kursus-vaelger': () => import('./kursus-vaelger/kursus-vaelger').then((m) => m.KursusVaelger),
  'medarbejder-tabel': () => import('./medarbejder-tabel/medarbejder-tabel').then((m) => m.MedarbejderTabel),
  pris: () => import('./pris/pris').then((m) => m.Pris),
  'uge-timer': () => import('./uge-timer/uge-timer').then((m) => m.UgeTimerFelt),
};

/**
 * Templates a uiSchema names: `"ui:ObjectFieldTemplate": "sektioner"` lays an object out in numbered
 * parts (widgets/sektioner/), `"sidepanel"` a form's root in two columns beside the screen's own
 * content (widgets/sidepanel/). Loaded as the widgets are.
 */
export const navngivneSkabeloner: Readonly<Record<EgenSkabelon, Indlaeser>> = {
  sektioner: () => import('./sektioner/sektioner').then((m) => m.Sektioner),
  sidepanel: () => rettelse().then((m) => m.Sidepanel),
};

/**
 * Templates every form uses, with it at once: an array item without buttons takes the full width
 * (widgets/liste-element/); every object honours `"ui:visHvis"` on its properties; a field's
 * messages show as the portal's own widgets show theirs (widgets/fejl-skabelon/).
 */
export const templates = {
  ArrayFieldItemTemplate: ListeElement,
  FieldErrorTemplate: FejlSkabelon,
  ObjectFieldTemplate: VisHvisObjectFieldTemplate,
};
