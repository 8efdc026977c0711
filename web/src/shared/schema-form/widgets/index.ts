import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { lazy } from 'react';
import { BegraensetTekst } from './begraenset-tekst/begraenset-tekst';
import { Betalingsmetode } from './betalingsmetode/betalingsmetode';
import { CvrOpslag } from './cvr-opslag/cvr-opslag';
import { DatoInterval } from './dato-interval/dato-interval';
import { FejlSkabelon } from './fejl-skabelon/fejl-skabelon';
import { FakturaUpload } from './faktura-upload/faktura-upload';
import { KursusTitel } from './kursus-titel/kursus-titel';
import { KursusVaelger } from './kursus-vaelger/kursus-vaelger';
import { ListeElement } from './liste-element/liste-element';
import { MedarbejderTabel } from './medarbejder-tabel/medarbejder-tabel';
import { Pris } from './pris/pris';
import { RigTekst } from './rig-tekst/rig-tekst';
import { Sektioner } from './sektioner/sektioner';
import { Skrivebeskyttet } from './skrivebeskyttet/skrivebeskyttet';
import { StatusValg } from './status-valg/status-valg';
import { TekstIndholdWidget } from './tekst-indhold/tekst-indhold';
import { UgeTimerFelt } from './uge-timer/uge-timer';
import { VisHvisObjectFieldTemplate } from './vis-hvis/vis-hvis';

// Only the secretariat's correction uses these: loaded with it, so no citizen page carries them (SchemaForm suspends meanwhile).
const rettelse = () => import('./rettelse');
const DeltagelseRettelse = lazy(() => rettelse().then((m) => ({ default: m.DeltagelseRettelse })));
const FakturaRettelse = lazy(() => rettelse().then((m) => ({ default: m.FakturaRettelse })));
const Sidepanel = lazy(() => rettelse().then((m) => ({ default: m.Sidepanel })));

/**
 * The portal's own widgets (one value) and fields (a whole object or array), keyed as a uiSchema
 * names them (`"ui:widget": "begraenset-tekst"` is widgets/begraenset-tekst/, `"ui:field":
 * "cvr-opslag"` is widgets/cvr-opslag/). What they need from the screen comes through formContext
 * (kontekst.ts).
 */
export const widgets: RegistryWidgetsType = {
  'begraenset-tekst': BegraensetTekst,
  'rig-tekst': RigTekst,
  skrivebeskyttet: Skrivebeskyttet,
  'status-valg': StatusValg,
  'tekst-indhold': TekstIndholdWidget,
};

export const fields: RegistryFieldsType = {
  betalingsmetode: Betalingsmetode,
  'cvr-opslag': CvrOpslag,
  'dato-interval': DatoInterval,
  'deltagelse-rettelse': DeltagelseRettelse,
  'faktura-rettelse': FakturaRettelse,
  'faktura-upload': FakturaUpload,
  'kursus-titel': KursusTitel,
  'kursus-vaelger': KursusVaelger,
  'medarbejder-tabel': MedarbejderTabel,
  pris: Pris,
  'uge-timer': UgeTimerFelt,
};

/**
 * Templates: an array item without buttons takes the full width (widgets/liste-element/); every
 * object honours `"ui:visHvis"` on its properties; `"ui:ObjectFieldTemplate": "sektioner"`
 * lays an object out in numbered parts (widgets/sektioner/), `"sidepanel"` a form's root in two
 * columns beside the screen's own content (widgets/sidepanel/); a field's messages show as the
 * portal's own widgets show theirs (widgets/fejl-skabelon/).
 */
export const templates: Partial<TemplatesType> = {
  ArrayFieldItemTemplate: ListeElement,
  FieldErrorTemplate: FejlSkabelon,
  ObjectFieldTemplate: VisHvisObjectFieldTemplate,
  sektioner: Sektioner,
  sidepanel: Sidepanel,
};
