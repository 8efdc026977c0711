import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { t } from '@engine/tekster';
import { Sektion } from '../../../shared/layout/sektion';
import { SideTekst } from '../../../shared/layout/side-tekst';
import type { ArbejdsmangelAnsoegning } from '../api/opret-ansoegning';
import '../arbejdsmangel.css';
import { Opsummering } from './opsummering';
import { Besked } from '../../../shared/layout/besked';

interface KvitteringProps {
  id: number;
  /** The application as it was sent. */
  ansoegning: ArbejdsmangelAnsoegning;
}

/** The receipt: the application's number, what happens next, what was sent, and a way to print it and back. */
export function Kvittering({ id, ansoegning }: KvitteringProps) {
  const overskrift = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    overskrift.current?.focus();
  }, []);

  return (
    <section className="arbejdsmangel-kvittering" aria-labelledby="kvittering-overskrift">
      <Besked variant="success">
        <h2 id="kvittering-overskrift" ref={overskrift} tabIndex={-1} className="alert-heading h4">
          {t('arbejdsmangelWeb.indsendt')}
        </h2>
        <p className="fs-5 mb-1">{t('arbejdsmangelWeb.kvittering.nummer', { id })}</p>
        <p className="mb-0">{t('arbejdsmangelWeb.kvittering.email')}</p>
      </Besked>
      <Sektion titel={t('arbejdsmangelWeb.kvittering.naeste')}>
        <SideTekst noegle="arbejdsmangel:kvittering-naeste-skridt" />
      </Sektion>
      <h2 className="h4 mb-3">{t('arbejdsmangelWeb.kvittering.sendt')}</h2>
      <Opsummering ansoegning={ansoegning} />
      <div className="d-flex flex-wrap gap-2 d-print-none">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          {t('arbejdsmangelWeb.kvittering.udskriv')}
        </button>
        <Link className="btn btn-outline-primary" to="/app/virksomhed">
          {t('arbejdsmangelWeb.tilForsiden')}
        </Link>
      </div>
    </section>
  );
}
