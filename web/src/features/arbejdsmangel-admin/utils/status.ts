import workflow from '../../../../../workflows/arbejdsmangel-ansoegning.machine.json';
import type { Status } from '../api/hent-ansoegning';

const tilstande: Record<Status, { meta: { label: string } }> = workflow.states;

/** Every status in the workflow's order: the list's filter options. */
export const statusser = Object.keys(tilstande) as Status[];

/** The status's Danish name as the workflow gives it ('Afventer attestering' for Indsendt, SPEC §3.3). */
export function statusEtiket(status: Status): string {
  return tilstande[status]?.meta.label ?? status;
}

/** The badge colour of a status: approved green, rejected red, attested blue, paid out dark, waiting grey. */
export const statusFarve: Record<Status, string> = {
  Indsendt: 'secondary',
  EnighedAttesteret: 'primary',
  Godkendt: 'success',
  Afvist: 'danger',
  Udbetalt: 'dark',
};
