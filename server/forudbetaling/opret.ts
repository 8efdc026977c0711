import type { Definitionsversioner } from '../../contract/definitioner';
import type { ForudbetalingOpret } from '../../contract/generated/forudbetaling-opret';
import type { FeltFejl } from '../../engine/felt-fejl';
import { t } from '../../engine/alle-tekster';
import { starttilstand } from '../../engine/workflow';
import type { Definitionsregister } from '../definitioner/register';
import type { AppDeps } from '../deps';
import type { Kursusansoegning, Kursusansoegninger } from '../kursusansoegning/kursusansoegninger';
import { valideringsfejl } from '../problem';
import type { Session } from '../identity/sessions';
import type { Bruger } from '../identity/types';
import type { Kladder } from '../kladde/index';
import type { DocumentRef } from '../store/documents';
import type { Tekster } from '../tekst/tekster';
import { AnsoegningOptaget, beloebIalt, type Anmodning, type Anmodninger } from './anmodninger';
import { dokumentFejlBesked, laesFakturaDataUri, type Dokument } from '../faktura-dokument';
import { sendAnmodningMail } from './mails';
import { anmodningWorkflow } from '../workflows/maskiner';
import { vistIndhold } from '../tekst/index';
import { oevrigeFelter } from '../oevrige-oplysninger';

export const BETINGELSER_NOEGLE = 'forudbetaling:tro-og-love';

/**
 * Creates a request after the checks the schema cannot make: the file's real type and size,
 * that every application is the caller's and still open for prepayment, that the supplier exists,
 * and that no live request has the same invoice (the supplier's invoice number by its canonical key,
 * or the same file from the supplier). The claims of the applications and the invoice, the
 * record and the receipt e-mail are written in one store transaction, so of two creations for one
 * application or one invoice (on any instance) exactly one succeeds.
 */
export function createOpretAnmodning(
  deps: AppDeps,
  {
    anmodninger,
    kursusansoegninger,
    tekster,
    kladder,
    definitioner,
  }: {
    anmodninger: Anmodninger;
    kursusansoegninger: Kursusansoegninger;
    tekster: Tekster;
    kladder: Kladder;
    definitioner: Definitionsregister;
  },
) {
  return async function opret(session: Session, bruger: Bruger, body: ForudbetalingOpret): Promise<Anmodning> {
    const errors: FeltFejl[] = [];
    const dokument = laesFakturaDataUri(body.faktura.dokument.dataUri);
    if (typeof dokument === 'string') errors.push({ path: '/faktura/dokument/dataUri', message: dokumentFejlBesked(dokument) });

    const set = new Set<number>();
    const ansoegninger = await Promise.all(body.deltagelser.map((d) => kursusansoegninger.hent(d.ansogningId)));
    const daekkede = await anmodninger.daekkedeAnsoegninger(body.deltagelser.map((d) => d.ansogningId));
    body.deltagelser.forEach((d, i) => {
      const ansoegning = ansoegninger[i];
      const path = `/deltagelser/${i}/ansogningId`;
      if (set.has(d.ansogningId)) errors.push({ path, message: t('forudbetaling.kursusValgtFlereGange') });
      set.add(d.ansogningId);
      const egen = ansoegning && ansoegning.loenmodtagerId === session.brugerId && kursusansoegninger.erBevilgetOgAttesteret(ansoegning);
      if (!egen || daekkede.has(d.ansogningId)) {
        errors.push({ path, message: t('forudbetaling.kursusKanIkkeVaelges') });
      }
    });

    const leverandoer = await deps.cvrRegister.find(body.faktura.cvr);
    if (!leverandoer) errors.push({ path: '/faktura/cvr', message: t('forudbetaling.cvrIkkeFundet') });
    if (errors.length > 0 || typeof dokument === 'string' || !leverandoer) throw valideringsfejl(errors);

    const ider = body.deltagelser.map((d) => d.ansogningId);
    // Before the transaction: the versions are stored once, whether or not this request is.
    const versioner = await definitioner.tilNySag(anmodningWorkflow.id, 'forudbetaling-opret');
    let id = 0;
    // The stored file's reference, hashed once: the claims are given back by it too.
    let ref: DocumentRef | undefined;
    try {
      // PostgreSQL: the number, the invoice file, the claims, the request and its receipt in one transaction, one commit.
      const anmodning = await deps.store.transaction(async () => {
        id = await anmodninger.naesteId();
        ref = await deps.documents.put(dokument.bytes, dokument.contentType);
        return gemAnmodning(id, session, bruger, body, dokument, ref, leverandoer.navn, ansoegninger as Kursusansoegning[], versioner);
      });
      deps.log.info({ anmodning: id, beloeb: beloebIalt(anmodning) }, 'anmodning oprettet');
      return anmodning;
    } catch (error) {
      // PostgreSQL rolled the claims back; the embedded store keeps them until given back.
      // A file never stored was never claimed either.
      await anmodninger.frigiv(ider, id, { ...body.faktura, sha256: ref?.sha256 });
      if (!(error instanceof AnsoegningOptaget)) throw error;
      throw valideringsfejl([
        { path: `/deltagelser/${ider.indexOf(error.ansogningId)}/ansogningId`, message: t('forudbetaling.kursusKanIkkeVaelges') },
      ]);
    }
  };

  async function gemAnmodning(
    id: number,
    session: Session,
    bruger: Bruger,
    body: ForudbetalingOpret,
    dokument: Dokument,
    ref: DocumentRef,
    leverandoerNavn: string,
    ansoegninger: Kursusansoegning[],
    definitionsversioner: Definitionsversioner,
  ): Promise<Anmodning> {
    const betingelser = await tekster.hent(BETINGELSER_NOEGLE);
    const created = deps.now().toISOString();
    const { bankOverfoersel, indbetalingskort } = body.faktura;
    const { status: _s, deltagelser: _d, faktura: _f, ...rest } = body as ForudbetalingOpret & Record<string, unknown>;
    const oevrige = oevrigeFelter(rest, 'forudbetaling-opret');
    const anmodning: Anmodning = {
      id,
      created,
      status: starttilstand(anmodningWorkflow),
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
      betingelser: { noegle: BETINGELSER_NOEGLE, type: betingelser?.type ?? 'html', indhold: betingelser ? vistIndhold(betingelser) : '' },
      historik: [{ tidspunkt: created, af: bruger.navn, handling: t('forudbetaling.historik.oprettet') }],
      definitionsversioner,
      ...(oevrige ? { oevrige } : {}),
    };
    // The receipt and the event are in their outboxes before the answer, in the request's own transaction: sent if and only if the request is stored.
    await deps.store.transaction(async () => {
      // First the applications (400), then the invoice: one request per invoice (409, SPEC §1).
      await anmodninger.reserver(
        anmodning.deltagelser.map((d) => d.ansogningId),
        id,
      );
      await anmodninger.reserverFaktura(anmodning.faktura.cvr, anmodning.faktura.fakturaNummer, id);
      // The same file from the same supplier is the same invoice, whatever number it is given (409).
      await anmodninger.reserverFakturaFil(anmodning.faktura.cvr, ref.sha256, id);
      await anmodninger.gem(anmodning);
      // The draft became this request, in the same write; its invoice is the request's file now.
      await kladder.afslut('forudbetaling', { type: 'loenmodtager', id: session.brugerId });
      await sendAnmodningMail(deps, tekster, anmodning, 'kvittering-forudbetaling');
      await deps.webhooks.udgiv('anmodning.oprettet', { sag: 'anmodning', id, status: anmodning.status }, anmodning.version);
    });
    return anmodning;
  }
}
