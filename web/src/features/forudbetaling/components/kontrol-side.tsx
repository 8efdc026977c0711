import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { t, type TekstNoegle } from '@engine/tekster';
import type { Kladde } from '@workflows/forudbetaling-wizard';
import { adresseFor } from '../utils/trin-adresse';
import { kontrolVisning } from '../utils/kontrol-visning';
import { BetalingVisning, Raekke } from './betaling-visning';
import { DeltagelserTabel } from './deltagelser-tabel';

/**
 * 'Kontrollér dine oplysninger': every value of the draft before tro og love, each part with 'Ret'
 * links to the step it was entered on (links to the step's address, so Back returns here).
 */
export function KontrolSide({ kladde }: { kladde: Kladde }) {
  const visning = kontrolVisning(kladde);
  const { faktura } = visning;
  return (
    <>
      <Del titel="forudbetalingWeb.kontrol.kurserTitel" trin="tilskud" hvad="forudbetalingWeb.kontrol.retKurser">
        <ul className="list-unstyled mb-0">
          {visning.deltagelser.map((d) => (
            <li key={d.ansogningId}>
              {d.kursusNavn}{' '}
              <span className="small text-body-secondary">
                {t('forudbetalingWeb.kursusVaelger.ansoegningsnummer', { nummer: d.ansoegningsnummer })}
              </span>
            </li>
          ))}
        </ul>
      </Del>
      <Del titel="forudbetalingWeb.kontrol.deltagelseTitel" trin="deltagelse" hvad="forudbetalingWeb.kontrol.retDeltagelse">
        <DeltagelserTabel anmodning={visning} />
      </Del>
      <Del titel="forudbetalingWeb.kontrol.fakturaTitel" trin="faktura" hvad="forudbetalingWeb.kontrol.retFaktura">
        <dl className="row mb-0">
          <Raekke navn={t('forudbetalingWeb.kontrol.fil')} vaerdi={visning.filnavn} />
          <Raekke navn={t('forudbetalingWeb.visning.fakturanummer')} vaerdi={faktura.fakturaNummer} />
          <Raekke navn={t('forudbetalingWeb.visning.cvr')} vaerdi={faktura.cvr} />
          <Raekke navn={t('forudbetalingWeb.visning.leverandoer')} vaerdi={faktura.leverandoerNavn} />
          <BetalingVisning faktura={faktura} />
        </dl>
      </Del>
    </>
  );
}

interface DelProps {
  titel: TekstNoegle;
  /** The step this part is corrected on, and the words that finish 'Ret …' for a screen reader. */
  trin: string;
  hvad: TekstNoegle;
  children: ReactNode;
}

function Del({ titel, trin, hvad, children }: DelProps) {
  return (
    <Card className="mb-4">
      <Card.Header className="d-flex align-items-center justify-content-between gap-2">
        <h3 className="h5 mb-0">{t(titel)}</h3>
        <Link to={`?trin=${adresseFor(trin)}`}>
          {t('forudbetalingWeb.kontrol.ret')}
          <span className="visually-hidden"> {t(hvad)}</span>
        </Link>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}
