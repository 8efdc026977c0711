import type { ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { erGyldigtCvr } from '@engine/formats/cvr';
import { t } from '@engine/tekster';
import type { LeverandoerOpslag } from '../kontekst';

/** What the CVR register and each application's finance system call the supplier; 'Arbejder...' while asking. */
export function LeverandoerNavne({ cvr, opslag }: { cvr: string; opslag: LeverandoerOpslag }) {
  const gyldigt = erGyldigtCvr(cvr);
  const { navn, fejlet = false, oekonomi } = opslag.cvr === cvr ? opslag : { navn: undefined, fejlet: false, oekonomi: [] };
  const venter = gyldigt && navn === undefined && !fejlet;
  let cvrVaerdi: ReactNode;
  if (!gyldigt) cvrVaerdi = <span className="text-body-secondary">{t('forudbetalingAdminWeb.faktura.ikkeSlaaetOp')}</span>;
  else if (fejlet) cvrVaerdi = <span className="text-danger">{t('forudbetalingAdminWeb.faktura.opslagFejl')}</span>;
  else if (venter) cvrVaerdi = <Arbejder />;
  else cvrVaerdi = navn ?? '–';

  return (
    <dl className="mb-0">
      <dt className="form-label fw-normal mb-1">{t('forudbetalingAdminWeb.faktura.navnCvr')}</dt>
      <dd className="fw-semibold mb-2">{cvrVaerdi}</dd>
      <dt className="form-label fw-normal mb-1">{t('forudbetalingAdminWeb.faktura.navnOekonomi')}</dt>
      <dd className="mb-0">
        {!gyldigt || fejlet || navn === null ? (
          '–'
        ) : venter || oekonomi.some((o) => o.leverandoer === undefined) ? (
          <Arbejder />
        ) : (
          <ul className="list-unstyled mb-0">
            {oekonomi.map(({ ansoegningsnummer, leverandoer }) => (
              <li key={ansoegningsnummer}>
                <span className="text-body-secondary">{ansoegningsnummer}:</span>{' '}
                {leverandoer ? (
                  t('forudbetalingAdminWeb.faktura.oekonomiNavn', { navn: leverandoer.navn, kreditorNummer: leverandoer.kreditorNummer })
                ) : (
                  <span className="text-danger">{t('forudbetalingAdminWeb.faktura.ikkeFundet')}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </dl>
  );
}

function Arbejder() {
  return (
    <span className="d-inline-flex align-items-center gap-2 text-body-secondary fw-normal">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      {t('forudbetalingAdminWeb.faktura.arbejder')}
    </span>
  );
}
