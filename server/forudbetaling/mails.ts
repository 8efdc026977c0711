import type { AppDeps } from '../deps';
import { udfyldSkabelon } from '../mail/skabelon';
import type { Tekster } from '../tekst/tekster';
import { beloebIalt, type Anmodning } from './anmodninger';
import { formatDatoLang, formatKroner } from '../../engine/format';

/** The facts of a request an e-mail may show; never the CPR number or account details. */
export function mailVaerdier(anmodning: Anmodning): Record<string, string | number> {
  return {
    personNavn: anmodning.personNavn,
    anmodningId: anmodning.id,
    oprettetDen: formatDatoLang(anmodning.created),
    fakturaNummer: anmodning.faktura.fakturaNummer,
    leverandoer: anmodning.faktura.leverandoerNavn,
    beloebIalt: formatKroner(beloebIalt(anmodning)),
    kurser: anmodning.deltagelser.map((d) => d.kursusNavn).join(', '),
  };
}

/** Puts the e-mail in the outbox (inside the running store transaction). */
export async function sendAnmodningMail(deps: AppDeps, tekster: Tekster, anmodning: Anmodning, skabelon: string) {
  const { subject, body } = await udfyldSkabelon(tekster, skabelon, mailVaerdier(anmodning));
  return deps.mailer.send({ til: anmodning.personEmail, emne: subject, html: body, sag: { type: 'anmodning', id: anmodning.id } });
}
