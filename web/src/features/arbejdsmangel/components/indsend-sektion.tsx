import { useId } from 'react';
import opretUi from '@schemas/arbejdsmangel-opret.ui.json';
import { t } from '@engine/tekster';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Besked } from '../../../shared/layout/besked';
import { Sektion } from '../../../shared/layout/sektion';
import { erGyldig } from '../../../shared/schema-form/validator';
import type { ArbejdsmangelAnsoegning } from '../api/opret-ansoegning';
import { udenTimerUdenforPerioden } from '../utils/uden-for-perioden';
import { Opsummering, type Ret } from './opsummering';

interface IndsendSektionProps {
  kladde: Partial<ArbejdsmangelAnsoegning>;
  indsender: boolean;
  /** Why the last attempt to send failed, when it was not the fields' fault (those show at the fields). */
  fejl: unknown;
  onRet: (ret: Ret) => void;
}

/**
 * The form's last part, 'Indsend ansøgning' (SPEC §2.4), inside the form: once the application is
 * complete, every value to check with 'Ret' back up to its part (hours outside the period left out,
 * as they will be sent; part 4 says so above), and the button that submits the form — refused, with the messages, while
 * it is invalid (SPEC §4.3).
 */
export function IndsendSektion({ kladde, indsender, fejl, onRet }: IndsendSektionProps) {
  const id = useId();
  // The schema as it stands (the form's own validator, loaded with it); the messages wait for a submit.
  const komplet = erGyldig('arbejdsmangel-opret', kladde) ? (kladde as ArbejdsmangelAnsoegning) : undefined;
  return (
    <Sektion nr={opretUi['ui:sektioner'].length + 1} titel={t('arbejdsmangelWeb.sektion.indsend')}>
      {komplet ? (
        <section aria-labelledby={id} className="mb-3">
          <h3 id={id} className="h5">
            {t('arbejdsmangelWeb.kontrol.titel')}
          </h3>
          <p>{t('arbejdsmangelWeb.kontrol.intro')}</p>
          <Opsummering ansoegning={udenTimerUdenforPerioden(komplet)} onRet={onRet} />
        </section>
      ) : (
        <p className="text-body-secondary">{t('arbejdsmangelWeb.kontrol.ufaerdig')}</p>
      )}
      <p>{t('arbejdsmangelWeb.indsend.tekst')}</p>
      {fejl !== undefined && <Besked variant="danger">{fejlTekst(fejl, t('web.fejl.gem'))}</Besked>}
      <button type="submit" className="btn btn-primary btn-lg" disabled={indsender}>
        {indsender && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {indsender ? t('arbejdsmangelWeb.indsender') : t('arbejdsmangelWeb.indsend')}
      </button>
    </Sektion>
  );
}
