import type { Journalisering } from '@contract/generated/journalisering';
import type { JournaliseringSvar } from '@contract/journalisering';
import type { Sag } from '@workflows/outlook-journalisering';
import { apiSvar, laesSvar } from '../../../shared/api/client';

export type { JournaliseringSvar };

/**
 * Journalises an e-mail by its subject and resolves to the case; rejects with ApiFejl on a refusal.
 * The answer is only logged, a refusal as 'Fejl: {status} - {statusText}' and never shown (SPEC §7, §8).
 */
export async function journaliserEmail(emne: string): Promise<Sag> {
  const svar = await apiSvar('/api/JournaliseringAdmin/JournaliserEmail', {
    kontekst: 'admin',
    method: 'POST',
    body: { EmailSubject: emne } satisfies Journalisering,
  });
  if (!svar.ok) console.error('Fejl: ' + svar.status + ' - ' + svar.statusText);
  const body: unknown = await svar
    .clone()
    .json()
    .catch(() => null);
  console.log(body);
  return (await laesSvar<JournaliseringSvar>(svar)).sag;
}
