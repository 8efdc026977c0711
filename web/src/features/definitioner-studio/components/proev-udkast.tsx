import { useId, useState } from 'react';
import { t } from '@engine/tekster';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Besked } from '../../../shared/layout/besked';
import { proevUdkast } from '../api/proev-udkast';

/**
 * 'Prøv udkastet': this browser runs the real screens on the draft. The page is loaded anew, so the
 * server draws the try-out's banner on it (server/proeve) and every page after it reads the draft.
 */
export function ProevUdkast({ udkastId }: { udkastId: string }) {
  const [fejl, setFejl] = useState<unknown>();
  const forklaringId = useId();
  const proev = async () => {
    try {
      await proevUdkast(udkastId);
      window.location.assign('/app');
    } catch (error) {
      setFejl(error);
    }
  };
  return (
    <div className="mb-3">
      {fejl !== undefined && <Besked variant="danger">{`${t('proeve.fejl')} ${fejlTekst(fejl)}`}</Besked>}
      <button type="button" className="btn btn-primary" aria-describedby={forklaringId} onClick={() => void proev()}>
        {t('proeve.knap')}
      </button>
      <p id={forklaringId} className="form-text">
        {t('proeve.forklaring')}
      </p>
    </div>
  );
}
