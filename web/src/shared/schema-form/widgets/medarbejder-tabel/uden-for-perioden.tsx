import { t } from '@engine/tekster';
import { formatTimer } from '../uge-timer/timer';
import { Besked } from '../../../layout/besked';

interface UdenForPeriodenProps {
  /** All hours of the application's employees in weeks outside the period. */
  timer: number;
  disabled?: boolean;
  onFjern?: () => void;
}

/** Says how many hours lie outside the period and that they go when the application is sent; offers to remove them now. */
export function UdenForPerioden({ timer, disabled, onFjern }: UdenForPeriodenProps) {
  return (
    <Besked variant="warning" className="d-flex flex-column flex-md-row align-items-md-center justify-content-between gap-2">
      <p className="mb-0">{t('arbejdsmangelWeb.udenfor.besked', { timer: formatTimer(timer) })}</p>
      {onFjern && (
        <button type="button" className="btn btn-outline-dark btn-sm text-nowrap" disabled={disabled} onClick={onFjern}>
          {t('arbejdsmangelWeb.udenfor.fjern')}
        </button>
      )}
    </Besked>
  );
}
