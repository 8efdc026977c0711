import { t } from '@engine/tekster';

/**
 * Sent on window when the page warns that the session ends: a form saves its draft now rather
 * than after its quiet time (use-kladde.ts), so what was typed is on the server before a new login.
 */
export const SESSION_ADVARSEL_HAENDELSE = 'fondsportal:session-advarsel';

/** The time left in plain Danish, rounded up to whole minutes from one minute on: '2 minutter', '45 sekunder'. */
export function tidTilbage(ms: number): string {
  const sekunder = Math.max(0, Math.ceil(ms / 1000));
  if (sekunder >= 60) {
    const minutter = Math.ceil(sekunder / 60);
    return minutter === 1 ? t('web.sessionAdvarsel.minut') : t('web.sessionAdvarsel.minutter', { antal: minutter });
  }
  return sekunder === 1 ? t('web.sessionAdvarsel.sekund') : t('web.sessionAdvarsel.sekunder', { antal: sekunder });
}
