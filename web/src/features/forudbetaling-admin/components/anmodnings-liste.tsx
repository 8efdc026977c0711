import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';
import { Link, useNavigate } from 'react-router-dom';
import { formatDatoTid } from '@engine/format';
import { t } from '@engine/tekster';
import { HentStatus } from '../../../shared/layout/hent-status';
import { SideHoved } from '../../../shared/layout/side-hoved';
import type { Sorteringsnoegler } from '../../../shared/tabel/sortering';
import { SorterbarKolonne } from '../../../shared/tabel/sorterbar-kolonne';
import { useSortering } from '../../../shared/tabel/use-sortering';
import { useAnmodninger, type AnmodningListeItem } from '../api/find-anmodninger';
import { datoDageFoer } from '../utils/tid';
import { StatusBadge } from './status-badge';
import '../../../shared/tabel/tabel-stablet.css';
import '../forudbetaling-admin.css';

type Kolonne = 'dato' | 'ansoeger' | 'fond' | 'status';

const noegler: Sorteringsnoegler<AnmodningListeItem, Kolonne> = {
  dato: (a) => Date.parse(a.oprettetDen),
  ansoeger: (a) => a.personNavn,
  fond: (a) => a.fond,
  status: (a) => a.status,
};

/** SPEC §9: the all-requests list shows the last 30 days. */
const DAGE = 30;
const visningSti = (id: number) => `/app/admin/forudbetaling/anmodning/${id}`;

/** /app/admin/forudbetaling/anmodning: every request of the last 30 days, newest first. */
export function AnmodningsListe() {
  const [filter] = useState(() => ({ fraDato: datoDageFoer(DAGE) }));
  const { data, fejl, indlaeser } = useAnmodninger(filter);
  const { sorterede, sortering, skift } = useSortering(data, noegler, { kolonne: 'dato', retning: 'faldende' });
  const navigate = useNavigate();
  const kolonne = (navn: Kolonne, tekst: string) => (
    <SorterbarKolonne kolonne={navn} sortering={sortering} onSkift={skift}>
      {tekst}
    </SorterbarKolonne>
  );

  return (
    <section>
      <SideHoved titel={t('forudbetalingAdminWeb.alleliste.titel')} className="mb-2">
        <Link className="btn btn-outline-primary" to="/app/admin/forudbetaling/behandling">
          {t('forudbetalingAdminWeb.alleliste.tilBehandling')}
        </Link>
      </SideHoved>
      <p className="text-body-secondary">{t('forudbetalingAdminWeb.alleliste.intro')}</p>
      <HentStatus indlaeser={indlaeser} fejl={fejl} />
      {data?.length === 0 && <Alert variant="info">{t('forudbetalingAdminWeb.alleliste.ingen')}</Alert>}
      {data && data.length > 0 && (
        <Table striped hover responsive className="align-middle tabel-stablet">
          <thead>
            <tr>
              {kolonne('dato', t('forudbetalingAdminWeb.kolonne.dato'))}
              {kolonne('ansoeger', t('forudbetalingAdminWeb.kolonne.ansoeger'))}
              {kolonne('fond', t('forudbetalingAdminWeb.kolonne.fond'))}
              {kolonne('status', t('forudbetalingAdminWeb.kolonne.status'))}
            </tr>
          </thead>
          <tbody>
            {sorterede.map((a) => (
              // The whole row is a click target; the date's link is the keyboard's and screen reader's way in.
              <tr key={a.anmodningId} className="klikbar" onClick={() => void navigate(visningSti(a.anmodningId))}>
                <td className="text-nowrap">
                  <Link to={visningSti(a.anmodningId)}>{formatDatoTid(a.oprettetDen)}</Link>
                </td>
                <td>{a.personNavn}</td>
                <td data-etiket={t('forudbetalingAdminWeb.kolonne.fond')}>{a.fond}</td>
                <td>
                  <StatusBadge status={a.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
