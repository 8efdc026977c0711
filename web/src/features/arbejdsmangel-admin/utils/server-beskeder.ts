import { t } from '@engine/tekster';
import { ApiFejl } from '../../../shared/api/client';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import type { Opdatering } from '../api/opdater-ansoegning';

/**
 * What to tell the admin when saving the whole application failed: the server's messages, each
 * once, those about an employee prefixed with the employee's name (a dialog edits one part, the
 * server may object to another, e.g. an employee left without hours by a new period).
 */
export function serverBeskeder(fejl: unknown, sendt: Opdatering): string[] {
  const feltFejl = fejl instanceof ApiFejl ? (fejl.problem.errors ?? []) : [];
  if (feltFejl.length === 0) return [fejlTekst(fejl, t('web.fejl.gem'))];
  const beskeder = feltFejl.map(({ path, message }) => {
    const index = /^\/medarbejdere\/(\d+)(\/|$)/.exec(path)?.[1];
    const navn = index === undefined ? undefined : sendt.medarbejdere[Number(index)]?.navn;
    return navn ? t('arbejdsmangelAdminWeb.dialog.medarbejderFejl', { navn, besked: message }) : message;
  });
  return [...new Set(beskeder)];
}
