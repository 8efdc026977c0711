import type { AnmodningKolonne } from '@engine/liste-sortering';
import type { Sortering } from '@engine/sortering';
import { t, type TekstNoegle } from '@engine/tekster';
import { AdminLink } from '../../../shared/admin-konto/admin-link';
import { EksportKnap } from '../../../shared/eksport/eksport-knap';

interface ListeHandlingerProps {
  /** The other prepayment list, linked beside the payment orders. */
  andenListe: { til: string; etiket: TekstNoegle };
  /** The list exported (GET /api/ForudbetalingAdmin/Eksport's `liste`), with the filter the screen shows. */
  liste: 'alle' | 'behandling';
  filter?: Record<string, string>;
  sortering: Sortering<AnmodningKolonne>;
}

/** The prepayment lists' buttons: the other list and the payment orders (each for the roles that may open it), and the export of the rows on screen. */
export function ListeHandlinger({ andenListe, liste, filter = {}, sortering }: ListeHandlingerProps) {
  return (
    <div className="d-flex flex-wrap gap-2">
      <AdminLink className="btn btn-outline-primary" to={andenListe.til}>
        {t(andenListe.etiket)}
      </AdminLink>
      <AdminLink className="btn btn-outline-primary" to="/app/admin/forudbetaling/betalingsordrer">
        {t('eksportWeb.betalingsordrer.link')}
      </AdminLink>
      <EksportKnap
        adresse={(format) =>
          `/api/ForudbetalingAdmin/Eksport?${new URLSearchParams({ liste, format, ...filter, sorter: sortering.kolonne, retning: sortering.retning })}`
        }
      />
    </div>
  );
}
