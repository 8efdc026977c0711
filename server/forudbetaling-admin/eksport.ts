import type { AnmodningListeItem } from '../../contract/forudbetaling';
import type { ForudbetalingAdminEksport } from '../../contract/generated/forudbetaling-admin-eksport';
import { t } from '../../engine/alle-tekster';
import { danskDagsStart, formatCpr, maskerCpr } from '../../engine/format';
import { alleStart, anmodningNoegler, behandlingStart, type AnmodningKolonne } from '../../engine/liste-sortering';
import type { Sortering } from '../../engine/sortering';
import { behandlesStatusser } from '../../engine/workflow';
import { beloeb, dato, tal, tekst, tidspunkt, type Kolonne } from '../eksport/celle';
import { keysetOrden, keysetSider, sorteredeSider } from '../eksport/sider';
import type { Services } from '../services';
import type { KeysetOrden } from '../store/types';
import { kraevKendtStatus } from '../kendt-status';
import { anmodningWorkflow } from '../workflows/maskiner';
import { adminListeItem } from './visning';
import { tServer } from '../server-tekster';

/** A row: the list's (its status labelled in the request's own workflow version), with the CPR. */
type Raekke = AnmodningListeItem & { personCpr: string };

/**
 * The columns each list shows (behandlings-liste.tsx, anmodnings-liste.tsx), with the applicant's CPR after the name;
 * `behandles` the statuses the handling list shows.
 */
function kolonner(liste: 'behandling' | 'alle', cprVist: boolean, behandles: readonly string[]): Kolonne<Raekke>[] {
  const cpr: Kolonne<Raekke> = {
    overskrift: tServer('eksport.kolonne.cpr'),
    celle: (r) => tekst(cprVist ? formatCpr(r.personCpr) : maskerCpr(r.personCpr)),
  };
  const ansoeger: Kolonne<Raekke> = { overskrift: t('forudbetalingAdminWeb.kolonne.ansoeger'), celle: (r) => tekst(r.personNavn) };
  const fond: Kolonne<Raekke> = { overskrift: t('forudbetalingAdminWeb.kolonne.fond'), celle: (r) => tekst(r.fond) };
  const status: Kolonne<Raekke> = {
    overskrift: t('forudbetalingAdminWeb.kolonne.status'),
    celle: (r) => tekst(r.statusLabel),
  };
  if (liste === 'alle') {
    return [{ overskrift: t('forudbetalingAdminWeb.kolonne.dato'), celle: (r) => tidspunkt(r.oprettetDen) }, ansoeger, cpr, fond, status];
  }
  return [
    { overskrift: t('forudbetalingAdminWeb.kolonne.anmodningsdato'), celle: (r) => dato(r.oprettetDen) },
    ansoeger,
    cpr,
    fond,
    { overskrift: t('forudbetalingAdminWeb.kolonne.antalAnsoegninger'), celle: (r) => tal(r.antalAnsoegninger) },
    { overskrift: t('forudbetalingAdminWeb.kolonne.beloebIalt'), celle: (r) => beloeb(r.beloebIalt) },
    // The handling list names the status only when more than one waits for the secretariat.
    ...(behandles.length > 1 ? [status] : []),
  ];
}

/**
 * The export of a prepayment list: the rows the list shows for the same filter, in the order its
 * table sorts them. By date (newest or oldest first, one status or all) the rows stream a page at a
 * time; another column's order, or a handling list of several statuses, are read through first.
 */
export function createAnmodningEksport({
  anmodninger,
  kursusansoegninger,
  definitioner,
}: Pick<Services, 'anmodninger' | 'kursusansoegninger' | 'definitioner'>) {
  const sider = (status: string | undefined, fra: string | undefined, order: KeysetOrden = 'created-number-desc') =>
    keysetSider(
      async (after, antal) =>
        Promise.all(
          (await anmodninger.eksportSide(status, fra, order, after, antal)).map(async (a): Promise<Raekke> => ({
            ...(await adminListeItem(a, kursusansoegninger, definitioner)),
            personCpr: a.personCpr,
          })),
        ),
      (r) => ({ created: r.oprettetDen, number: r.anmodningId }),
    );

  async function* flere(statusser: readonly string[]): AsyncGenerator<Raekke[]> {
    for (const status of statusser) yield* sider(status, undefined);
  }

  return {
    /** The list's columns, filter and order from the export's query; 400 naming the field for a status the workflow lacks. */
    forespoergsel(query: ForudbetalingAdminEksport, cprVist: boolean) {
      const { liste, status, fraDato, sorter, retning } = query;
      kraevKendtStatus(anmodningWorkflow, status);
      const start = liste === 'behandling' ? behandlingStart : alleStart;
      const sortering: Sortering<AnmodningKolonne> = { kolonne: sorter ?? start.kolonne, retning: retning ?? start.retning };
      const fra = liste === 'alle' && fraDato ? danskDagsStart(fraDato) : undefined;
      // The statuses the handling list shows (`meta.behandles`) in the workflow live now, as the overview reads them.
      const behandles = behandlesStatusser(anmodningWorkflow.config as { states: object });
      const statusser = liste === 'behandling' ? behandles : [status || undefined];
      const enStatus = statusser.length === 1;
      // Several statuses are merged newest first (the all-requests list's start), as the web app merges its calls (find-anmodninger.ts).
      const raekker =
        enStatus && sortering.kolonne === 'dato'
          ? sider(statusser[0], fra, keysetOrden(sortering.retning))
          : sorteredeSider(
              enStatus ? sider(statusser[0], fra) : sorteredeSider(flere(statusser as string[]), anmodningNoegler, alleStart),
              anmodningNoegler,
              sortering,
            );
      return {
        kolonner: kolonner(liste, cprVist, behandles),
        sider: raekker,
        filnavn: liste === 'behandling' ? 'anmodninger-til-behandling' : 'anmodninger',
        ark: tServer(liste === 'behandling' ? 'eksport.ark.behandling' : 'eksport.ark.alle'),
      };
    },
  };
}
