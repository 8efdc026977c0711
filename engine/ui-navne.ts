/**
 * The names a layout (schemas/*.ui.json) may give: the portal's own widgets, fields and templates
 * (web/src/shared/schema-form/widgets/index.ts is typed by these lists, so the two cannot drift) and
 * rjsf's built-in widgets. check:definitions and the publishing check refuse any other name.
 */
export const egneWidgets = ['begraenset-tekst', 'rig-tekst', 'skrivebeskyttet', 'status-valg', 'tekst-indhold'] as const;
export const egneFelter = [
  'betalingsmetode',
  'cvr-opslag',
  'dato-interval',
  'deltagelse-rettelse',
  'faktura-rettelse',
  'faktura-upload',
  'kursus-titel',
  'kursus-vaelger',
  'medarbejder-tabel',
  'pris',
  'uge-timer',
] as const;
export const egneSkabeloner = ['sektioner', 'sidepanel'] as const;

export type EgenWidget = (typeof egneWidgets)[number];
export type EgetFelt = (typeof egneFelter)[number];
export type EgenSkabelon = (typeof egneSkabeloner)[number];

/** rjsf's own widget names (@rjsf/utils getWidget's map, every type). */
export const rjsfWidgets = [
  'text',
  'password',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'uri',
  'data-url',
  'radio',
  'select',
  'textarea',
  'hidden',
  'date',
  'datetime',
  'date-time',
  'alt-date',
  'alt-datetime',
  'time',
  'color',
  'file',
  'checkbox',
  'checkboxes',
  'files',
  'updown',
  'range',
] as const;
