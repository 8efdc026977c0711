import { formatDatoLang } from '../../engine/format';
import type { ArbejdsmangelAnsoegning } from './ansoegninger';

/** What the company's e-mails about an application fill in (the receipt, and each decision with its status besides). */
export const emailVaerdier = (a: ArbejdsmangelAnsoegning) => ({
  virksomhedsNavn: a.virksomhedsNavn,
  ansoegningId: a.id,
  periode: `${formatDatoLang(a.periode.fra)} – ${formatDatoLang(a.periode.til)}`,
  antalMedarbejdere: a.medarbejdere.length,
});
