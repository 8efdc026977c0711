import { t } from '../../engine/tekster';
import type { FeltFejl } from '../../engine/felt-fejl';
import type { AppDeps } from '../deps';
import type { Kursusansoegning, Kursusansoegninger } from '../kursusansoegning/kursusansoegninger';
import { ProblemFejl } from '../problem';
import type { Session } from '../identity/sessions';
import type { Bruger } from '../identity/types';
import type { Kladder } from '../kladde/kladder';
import type { Tekster } from '../tekst/tekster';
import { beloebIalt, type Anmodning, type Anmodninger, type Bankoverfoersel, type Indbetalingskort } from './anmodninger';
import { dokumentFejlBesked, laesFakturaDataUri, type Dokument } from './dokument';
import { sendAnmodningMail } from './mails';

/** The body of POST /api/Forudbetaling/OpretForudbetalingAnmodning, after schema validation. */
export interface OpretBody {
  status: 'Oprettet';
  deltagelser: { ansogningId: number; pris: number; periodeStart: string; periodeSlut: string }[];
  faktura: {
    fakturaNummer: string;
    cvr: string;
    dokument: { dataUri: string };
    bankOverfoersel?: Bankoverfoersel;
    indbetalingskort?: Indbetalingskort;
  };
}

export const BETINGELSER_NOEGLE = 'forudbetaling:tro-og-love';

const fejl = (errors: FeltFejl[]) =>
  new ProblemFejl({ status: 400, title: t('problem.valideringsfejl'), detail: errors[0]?.message, errors });

/**
 * Creates a request after the checks the schema cannot make: the file's real type and size,
 * that every application is the caller's and still open for prepayment, that the supplier exists,
 * and that no live request has the same invoice. Only the claim of the applications and the
 * invoice is serialised; decoding, the file and the record are written side by side with other creations.
 */
export function createOpretAnmodning(
  deps: AppDeps,
  {
    anmodninger,
    kursusansoegninger,
    tekster,
    kladder,
  }: { anmodninger: Anmodninger; kursusansoegninger: Kursusansoegninger; tekster: Tekster; kladder: Kladder },
) {
  // Applications claimed by creations still being written; checked together with the stored cover.
  const reserverede = new Set<number>();

  return async function opret(session: Session, bruger: Bruger, body: OpretBody): Promise<Anmodning> {
    const errors: FeltFejl[] = [];
    const dokument = laesFakturaDataUri(body.faktura.dokument.dataUri);
    if (typeof dokument === 'string') errors.push({ path: '/faktura/dokument/dataUri', message: dokumentFejlBesked(dokument) });

    await anmodninger.indlaest();
    const set = new Set<number>();
    const ansoegninger = await Promise.all(body.deltagelser.map((d) => kursusansoegninger.hent(d.ansogningId)));
    body.deltagelser.forEach((d, i) => {
      const ansoegning = ansoegninger[i];
      const path = `/deltagelser/${i}/ansogningId`;
      if (set.has(d.ansogningId)) errors.push({ path, message: t('forudbetaling.kursusValgtFlereGange') });
      set.add(d.ansogningId);
      const egen = ansoegning && ansoegning.loenmodtagerId === session.brugerId && kursusansoegninger.erBevilgetOgAttesteret(ansoegning);
      if (!egen || anmodninger.daekker(d.ansogningId) || reserverede.has(d.ansogningId)) {
        errors.push({ path, message: t('forudbetaling.kursusKanIkkeVaelges') });
      }
    });

    const leverandoer = await deps.cvrRegister.find(body.faktura.cvr);
    if (!leverandoer) errors.push({ path: '/faktura/cvr', message: t('forudbetaling.cvrIkkeFundet') });
    if (errors.length > 0 || typeof dokument === 'string' || !leverandoer) throw fejl(errors);

    // The claim: synchronous, so no other creation can run between the check and the reservation.
    // First the applications (400), then the invoice: one request per invoice (409, SPEC §1).
    const optaget = body.deltagelser.find((d) => anmodninger.daekker(d.ansogningId) || reserverede.has(d.ansogningId));
    if (optaget)
      throw fejl([
        { path: `/deltagelser/${body.deltagelser.indexOf(optaget)}/ansogningId`, message: t('forudbetaling.kursusKanIkkeVaelges') },
      ]);
    const frigivFaktura = anmodninger.reserverFaktura(body.faktura.cvr, body.faktura.fakturaNummer);
    for (const d of body.deltagelser) reserverede.add(d.ansogningId);
    const id = anmodninger.naesteId();
    try {
      const anmodning = await gemAnmodning(id, session, bruger, body, dokument, leverandoer.navn, ansoegninger as Kursusansoegning[]);
      // The draft became this request: gone before the answer, its invoice kept as the request's file.
      await kladder
        .slet('forudbetaling', { type: 'loenmodtager', id: session.brugerId })
        .catch((error: unknown) => deps.log.error({ err: error, anmodning: id }, 'kladde kunne ikke slettes'));
      // The receipt is written after the answer (a 1 MB upload should not also wait for it); a mail
      // failure must not undo the stored request, only be logged. Shutdown waits for it (serve.ts).
      void sendAnmodningMail(deps, tekster, anmodning, 'kvittering-forudbetaling').catch((error: unknown) =>
        deps.log.error({ err: error, anmodning: id }, 'kvittering kunne ikke sendes'),
      );
      return anmodning;
    } finally {
      for (const d of body.deltagelser) reserverede.delete(d.ansogningId);
      frigivFaktura();
    }
  };

  async function gemAnmodning(
    id: number,
    session: Session,
    bruger: Bruger,
    body: OpretBody,
    dokument: Dokument,
    leverandoerNavn: string,
    ansoegninger: Kursusansoegning[],
  ): Promise<Anmodning> {
    const betingelser = await tekster.hent(BETINGELSER_NOEGLE);
    const ref = await deps.documents.put(dokument.bytes, dokument.contentType);
    const created = deps.now().toISOString();
    const { bankOverfoersel, indbetalingskort } = body.faktura;
    const anmodning: Anmodning = {
      id,
      created,
      status: 'Oprettet',
      version: 1,
      loenmodtagerId: session.brugerId,
      personNavn: bruger.navn,
      personCpr: bruger.cpr ?? '',
      personEmail: bruger.email,
      deltagelser: body.deltagelser.map((d, i) => ({
        ansogningId: d.ansogningId,
        ansoegningsnummer: ansoegninger[i]!.ansoegningsnummer,
        kursusNavn: ansoegninger[i]!.kursusNavn,
        fondId: ansoegninger[i]!.fondId,
        pris: d.pris,
        periodeStart: d.periodeStart,
        periodeSlut: d.periodeSlut,
      })),
      faktura: {
        fakturaNummer: body.faktura.fakturaNummer.trim(),
        cvr: body.faktura.cvr,
        leverandoerNavn,
        dokument: {
          ...ref,
          filnavn: dokument.filnavn ?? `faktura-${id}.${ref.contentType === 'application/pdf' ? 'pdf' : ref.contentType.slice(6)}`,
        },
        ...(bankOverfoersel ? { bankOverfoersel } : {}),
        ...(indbetalingskort
          ? {
              indbetalingskort: {
                kortArt: indbetalingskort.kortArt,
                betalingsId: indbetalingskort.betalingsId.trim(),
                kreditorNummer: indbetalingskort.kreditorNummer.trim(),
              },
            }
          : {}),
      },
      betingelser: { noegle: BETINGELSER_NOEGLE, type: betingelser?.type ?? 'html', indhold: betingelser?.indhold ?? '' },
      historik: [{ tidspunkt: created, af: bruger.navn, handling: t('forudbetaling.historik.oprettet') }],
    };
    await anmodninger.gem(anmodning);
    deps.log.info({ anmodning: id, beloeb: beloebIalt(anmodning) }, 'anmodning oprettet');
    return anmodning;
  }
}
