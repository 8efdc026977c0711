import type { AnsoegningIListe } from '../../contract/arbejdsmangel';
import type { ArbejdsmangelAdminEksport } from '../../contract/generated/arbejdsmangel-admin-eksport';
import { t } from '../../engine/alle-tekster';
import { ansoegningNoegler, ansoegningStart, type AnsoegningKolonne } from '../../engine/liste-sortering';
import type { Sortering } from '../../engine/sortering';
import { tekst, tidspunkt, type Kolonne } from '../eksport/celle';
import { keysetOrden, keysetSider, sorteredeSider } from '../eksport/sider';
import type { Services } from '../services';
import type { KeysetOrden } from '../store/types';
import { kraevKendtStatus } from '../kendt-status';
import { arbejdsmangelWorkflow } from '../workflows/maskiner';
import { LISTEFELTER, listeItem } from './visning';
import { tServer } from '../server-tekster';

/** A row: the list's, its status labelled in the application's own workflow version. */
type Raekke = AnsoegningIListe;

/** The list's columns (ansoegning-liste.tsx), the company's cell and the status's cell each split in their parts. */
const kolonner = (): Kolonne<Raekke>[] => [
  { overskrift: t('arbejdsmangelAdminWeb.liste.kolonne.dato'), celle: (a) => tidspunkt(a.oprettelsesTidspunkt) },
  { overskrift: t('arbejdsmangelAdminWeb.liste.kolonne.virksomhed'), celle: (a) => tekst(a.virksomhedsNavn) },
  { overskrift: tServer('eksport.kolonne.cvr'), celle: (a) => tekst(a.virksomhedsCVR) },
  {
    overskrift: tServer('eksport.kolonne.enhed'),
    celle: (a) =>
      tekst(a.omfang === 'HeleVirksomheden' ? '' : t(`arbejdsmangelAdminWeb.liste.${a.omfang}`, { navn: a.ansoegningsNavn ?? '' })),
  },
  { overskrift: t('arbejdsmangelAdminWeb.liste.kolonne.status'), celle: (a) => tekst(a.statusLabel) },
  { overskrift: tServer('eksport.kolonne.statusSkift'), celle: (a) => tidspunkt(a.senesteStatusSkift ?? a.oprettelsesTidspunkt) },
];

/**
 * The export of the work-shortage list: the rows the list shows for the status, in its table's order.
 * By date, either way, it streams a page at a time; another column's order is read through first.
 */
export function createAnsoegningEksport({ arbejdsmangel, definitioner }: Pick<Services, 'arbejdsmangel' | 'definitioner'>) {
  return {
    forespoergsel({ status, sorter, retning }: ArbejdsmangelAdminEksport) {
      kraevKendtStatus(arbejdsmangelWorkflow, status);
      const sortering: Sortering<AnsoegningKolonne> = {
        kolonne: sorter ?? ansoegningStart.kolonne,
        retning: retning ?? ansoegningStart.retning,
      };
      const sider = (order: KeysetOrden) =>
        keysetSider(
          async (after, antal) =>
            Promise.all(
              (await arbejdsmangel.side(status || undefined, order, after, antal, LISTEFELTER)).map((a) => listeItem(a, definitioner)),
            ),
          (a) => ({ created: a.oprettelsesTidspunkt, number: a.id }),
        );
      return {
        kolonner: kolonner(),
        sider:
          sortering.kolonne === 'dato'
            ? sider(keysetOrden(sortering.retning))
            : sorteredeSider(sider('created-number-desc'), ansoegningNoegler, sortering),
        filnavn: 'arbejdsmangel-ansoegninger',
        ark: tServer('eksport.ark.arbejdsmangel'),
      };
    },
  };
}
