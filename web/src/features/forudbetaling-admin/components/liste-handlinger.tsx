import { Link } from 'react-router-dom';
import type { AnmodningKolonne } from '@engine/liste-sortering';
import type { Sortering } from '@engine/sortering';
import { t, type TekstNoegle } from '@engine/tekster';
import { useMaa } from '../../../shared/admin-konto/admin-konto';
import { EksportKnap } from '../../../shared/eksport/eksport-knap';

interface ListeHandlingerProps {
  /** The other prepayment list, linked beside the payment orders. */
  andenListe: { til: string; etiket: TekstNoegle };
  /** The list exported (GET /api/ForudbetalingAdmin/Eksport's `liste`), with the filter the screen shows. */
  liste: 'alle' | 'behandling';
  filter?: Record<string, string>;
  sortering: Sortering<AnmodningKolonne>;
}

/** The prepayment lists' buttons: the other list, the payment orders (for the roles that may see them), and the export of the rows on screen. */
export function ListeHandlinger({ andenListe, liste, filter = {}, sortering }: ListeHandlingerProps) {
  const betalingsordrer = useMaa('betalingsordrer');
  return (
    <div className="d-flex flex-wrap gap-2">
      <Link className="btn btn-outline-primary" to={andenListe.til}>
        {t(andenListe.etiket)}
      </Link>
      {betalingsordrer && (
        <Link className="btn btn-outline-primary" to="/app/admin/forudbetaling/betalingsordrer">
          {t('eksportWeb.betalingsordrer.link')}
        </Link>
      )}
      <EksportKnap
        adresse={(format) =>
          `/api/ForudbetalingAdmin/Eksport?${new URLSearchParams({ liste, format, ...filter, sorter: sortering.kolonne, retning: sortering.retning })}`
        }
      />
    </div>
  );
}
