import { t } from '@engine/tekster';
import { ApiFejl, UventetDataFejl } from './client';

/** The Danish message to show for a failed call: the server's problem title when it sent one. */
export function fejlTekst(fejl: unknown, standard = t('web.fejl.indlaes')): string {
  if (fejl instanceof UventetDataFejl) return t('web.fejl.uventetData');
  if (fejl instanceof ApiFejl) return fejl.problem.title;
  return standard;
}
