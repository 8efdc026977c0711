import { useEffect, useRef } from 'react';
import opretUi from '@schemas/arbejdsmangel-opret.ui.json';
import { t } from '@engine/tekster';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Sektion } from '../../../shared/layout/sektion';
import { formatTimer } from '../../../shared/schema-form/widgets/uge-timer/timer';
import type { ArbejdsmangelAnsoegning } from '../api/opret-ansoegning';
import { timerUdenforPerioden, udenTimerUdenforPerioden } from '../utils/uden-for-perioden';
import { Opsummering } from './opsummering';
import { Besked } from '../../../shared/layout/besked';

interface KontrolSideProps {
  /** The valid application as the form holds it; hours outside the period are left out of what is sent. */
  ansoegning: ArbejdsmangelAnsoegning;
  onIndsend: () => void;
  indsender: boolean;
  /** Why the last attempt failed, if it did. */
  fejl: unknown;
}

/** 'Kontrollér dine oplysninger': every value with 'Ret' links back to its part, and 'Indsend ansøgning' (SPEC §2.4). */
export function KontrolSide({ ansoegning, onIndsend, indsender, fejl }: KontrolSideProps) {
  const overskrift = useRef<HTMLHeadingElement>(null);
  const fjernes = timerUdenforPerioden(ansoegning.medarbejdere, ansoegning.periode);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    overskrift.current?.focus();
  }, []);

  return (
    <section aria-labelledby="kontrol-overskrift">
      <h2 id="kontrol-overskrift" ref={overskrift} tabIndex={-1} className="h3">
        {t('arbejdsmangelWeb.kontrol.titel')}
      </h2>
      <p className="lead">{t('arbejdsmangelWeb.kontrol.intro')}</p>
      {fjernes > 0 && <Besked variant="warning">{t('arbejdsmangelWeb.kontrol.udenfor', { timer: formatTimer(fjernes) })}</Besked>}
      <Opsummering ansoegning={udenTimerUdenforPerioden(ansoegning)} medRet />
      <Sektion nr={opretUi['ui:sektioner'].length + 1} titel={t('arbejdsmangelWeb.sektion.indsend')}>
        <p>{t('arbejdsmangelWeb.indsend.tekst')}</p>
        {fejl !== undefined && <Besked variant="danger">{fejlTekst(fejl, t('web.fejl.gem'))}</Besked>}
        <button type="button" className="btn btn-primary btn-lg" disabled={indsender} onClick={onIndsend}>
          {indsender && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {indsender ? t('arbejdsmangelWeb.indsender') : t('arbejdsmangelWeb.indsend')}
        </button>
      </Sektion>
    </section>
  );
}
