import type { AppDeps } from '../deps';
import { udfyld } from '../mail/skabelon';
import type { Tekster } from '../tekst/tekster';
import { beloebIalt, type Anmodning } from './anmodninger';
import { formatDato, formatKroner } from '../../engine/format';

/** The facts of a request an e-mail may show; never the CPR number or account details. */
export function mailVaerdier(anmodning: Anmodning): Record<string, string | number> {
  return {
    personNavn: anmodning.personNavn,
    anmodningId: anmodning.id,
    oprettetDen: formatDato(anmodning.created),
    fakturaNummer: anmodning.faktura.fakturaNummer,
    leverandoer: anmodning.faktura.leverandoerNavn,
    beloebIalt: formatKroner(beloebIalt(anmodning)),
    kurser: anmodning.deltagelser.map((d) => d.kursusNavn).join(', '),
  };
}

/** Subject and body of an e-mail template (texts `email:{skabelon}:emne` and `:indhold`), filled in. */
export async function udfyldSkabelon(tekster: Tekster, skabelon: string, vaerdier: Record<string, string | number>) {
  const emne = await tekster.hent(`email:${skabelon}:emne`);
  const indhold = await tekster.hent(`email:${skabelon}:indhold`);
  if (!emne || !indhold) throw new Error(`E-mailskabelonen ${skabelon} mangler i teksterne`);
  return { subject: udfyld(emne.indhold, vaerdier, false), body: udfyld(indhold.indhold, vaerdier, indhold.type === 'html') };
}

export async function sendAnmodningMail(deps: AppDeps, tekster: Tekster, anmodning: Anmodning, skabelon: string) {
  const { subject, body } = await udfyldSkabelon(tekster, skabelon, mailVaerdier(anmodning));
  return deps.mailer.send({ til: anmodning.personEmail, emne: subject, html: body, sag: { type: 'anmodning', id: anmodning.id } });
}
