import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatDatoTid } from '@engine/format';
import { alleStart, anmodningNoegler } from '@engine/liste-sortering';
import { t } from '@engine/tekster';
import { HentStatus } from '../../../shared/layout/hent-status';
import { SideHoved } from '../../../shared/layout/side-hoved';
import { SorterbarKolonne } from '../../../shared/tabel/sorterbar-kolonne';
import { useSortering } from '../../../shared/tabel/use-sortering';
import { useAnmodninger } from '../api/find-anmodninger';
import { statusser } from '../utils/status';
import { datoDageFoer } from '../utils/tid';
import { ListeHandlinger } from './liste-handlinger';
import { StatusBadge } from './status-badge';
import '../../../shared/tabel/tabel-stablet.css';
import '../forudbetaling-admin.css';

type Kolonne = 'dato' | 'ansoeger' | 'fond' | 'status';

/** SPEC §9: the all-requests list shows the last 30 days. */
const DAGE = 30;
const visningSti = (id: number) => `/app/admin/forudbetaling/anmodning/${id}`;

/**
 * /app/admin/forudbetaling/anmodning: every request of the last 30 days, newest first, filtered by
 * a status of the workflow; the filter lives in the address, so the way back from a request finds it again.
 */
export function AnmodningsListe() {
  const [parametre, setParametre] = useSearchParams();
  const status = statusser.find((s) => s.status === parametre.get('status'))?.status;
  const fraDato = datoDageFoer(DAGE);
  const { data, fejl, indlaeser } = useAnmodninger({ fraDato, ...(status ? { status } : {}) });
  const { sorterede, sortering, skift } = useSortering(data, anmodningNoegler, alleStart);
  const navigate = useNavigate();
  const kolonne = (navn: Kolonne, tekst: string) => (
    <SorterbarKolonne kolonne={navn} sortering={sortering} onSkift={skift}>
      {tekst}
    </SorterbarKolonne>
  );

  return (
    <section>
      <SideHoved titel={t('forudbetalingAdminWeb.alleliste.titel')} className="mb-2">
        <ListeHandlinger
          andenListe={{ til: '/app/admin/forudbetaling/behandling', etiket: 'forudbetalingAdminWeb.alleliste.tilBehandling' }}
          liste="alle"
          filter={{ ...(status ? { status } : {}), fraDato }}
          sortering={sortering}
        />
      </SideHoved>
      <p className="text-body-secondary">{t('forudbetalingAdminWeb.alleliste.intro')}</p>
      <Form.Group controlId="forudbetaling-status" className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Form.Label className="mb-0">{t('forudbetalingAdminWeb.alleliste.filter')}</Form.Label>
        <Form.Select
          className="w-auto"
          value={status ?? ''}
          onChange={(e) => setParametre(e.target.value ? { status: e.target.value } : {}, { replace: true })}
        >
          <option value="">{t('forudbetalingAdminWeb.alleliste.alle')}</option>
          {statusser.map((s) => (
            <option key={s.status} value={s.status}>
              {s.label ?? s.status}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <HentStatus indlaeser={indlaeser} fejl={fejl} />
      {data?.length === 0 && (
        <Alert variant="info">
          {status ? t('forudbetalingAdminWeb.alleliste.ingenMedStatus') : t('forudbetalingAdminWeb.alleliste.ingen')}
        </Alert>
      )}
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
                  <StatusBadge status={a.status} label={a.statusLabel} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
