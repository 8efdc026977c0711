import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { formatDato, formatDatoTid, formatKroner } from '@engine/format';
import { anmodningNoegler, behandlingStart, type AnmodningKolonne } from '@engine/liste-sortering';
import { t } from '@engine/tekster';
import { HentStatus } from '../../../shared/layout/hent-status';
import { SideHoved } from '../../../shared/layout/side-hoved';
import { SorterbarKolonne } from '../../../shared/tabel/sorterbar-kolonne';
import { useSortering } from '../../../shared/tabel/use-sortering';
import { useAnmodningerMedStatusser } from '../api/find-anmodninger';
import { behandlesStatusser } from '../utils/status';
import { ListeHandlinger } from './liste-handlinger';
import { StatusBadge } from './status-badge';
import '../../../shared/tabel/tabel-stablet.css';
import '../forudbetaling-admin.css';

type Kolonne = AnmodningKolonne;

/** SPEC's columns while one status waits for the secretariat; when the workflow marks more, which one each is in. */
const visStatus = behandlesStatusser.length > 1;
const behandlingSti = (id: number) => `/app/admin/forudbetaling/behandling/anmodning/${id}`;

/** /app/admin/forudbetaling/behandling: the requests waiting for the secretariat (statuses marked `meta.behandles`), the oldest first. */
export function BehandlingsListe() {
  const { data, fejl, indlaeser } = useAnmodningerMedStatusser(behandlesStatusser);
  const { sorterede, sortering, skift } = useSortering(data, anmodningNoegler, behandlingStart);
  const besked = beskedFra(useLocation().state);
  const navigate = useNavigate();
  const kolonne = (navn: Kolonne, tekst: string, className?: string) => (
    <SorterbarKolonne kolonne={navn} sortering={sortering} onSkift={skift} className={className}>
      {tekst}
    </SorterbarKolonne>
  );

  return (
    <section>
      <SideHoved titel={t('forudbetalingAdminWeb.behandlingsliste.titel')} className="mb-2">
        <ListeHandlinger
          andenListe={{ til: '/app/admin/forudbetaling/anmodning', etiket: 'forudbetalingAdminWeb.behandlingsliste.alle' }}
          liste="behandling"
          sortering={sortering}
        />
      </SideHoved>
      <p className="text-body-secondary">{t('forudbetalingAdminWeb.behandlingsliste.intro')}</p>
      {besked && (
        <Alert variant="success" dismissible closeLabel={t('layout.lukBesked')}>
          {besked}
        </Alert>
      )}
      <HentStatus indlaeser={indlaeser} fejl={fejl} />
      {data?.length === 0 && <Alert variant="info">{t('forudbetalingAdminWeb.behandlingsliste.ingen')}</Alert>}
      {data && data.length > 0 && (
        <Table striped hover responsive className="align-middle tabel-stablet">
          <thead>
            <tr>
              {kolonne('dato', t('forudbetalingAdminWeb.kolonne.anmodningsdato'))}
              {kolonne('ansoeger', t('forudbetalingAdminWeb.kolonne.ansoeger'))}
              {kolonne('fond', t('forudbetalingAdminWeb.kolonne.fond'))}
              {kolonne('antal', t('forudbetalingAdminWeb.kolonne.antalAnsoegninger'), 'text-end')}
              {kolonne('beloeb', t('forudbetalingAdminWeb.kolonne.beloebIalt'), 'text-end')}
              {visStatus && kolonne('status', t('forudbetalingAdminWeb.kolonne.status'))}
            </tr>
          </thead>
          <tbody>
            {sorterede.map((a) => (
              // The whole row is a click target; the date's link is the keyboard's and screen reader's way in.
              <tr key={a.anmodningId} className="klikbar" onClick={() => void navigate(behandlingSti(a.anmodningId))}>
                <td>
                  <Link to={behandlingSti(a.anmodningId)} title={formatDatoTid(a.oprettetDen)}>
                    {formatDato(a.oprettetDen)}
                  </Link>
                </td>
                <td>{a.personNavn}</td>
                <td data-etiket={t('forudbetalingAdminWeb.kolonne.fond')}>{a.fond}</td>
                <td className="text-end" data-etiket={t('forudbetalingAdminWeb.kolonne.antalAnsoegninger')}>
                  {a.antalAnsoegninger}
                </td>
                <td className="text-end text-nowrap" data-etiket={t('forudbetalingAdminWeb.kolonne.beloebIalt')}>
                  {formatKroner(a.beloebIalt)}
                </td>
                {visStatus && (
                  <td>
                    <StatusBadge status={a.status} label={a.statusLabel} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}

/** The line the handling page leaves when it sends the admin back here after a handling. */
function beskedFra(state: unknown): string | undefined {
  const besked = typeof state === 'object' && state !== null ? (state as { besked?: unknown }).besked : undefined;
  return typeof besked === 'string' ? besked : undefined;
}
