import { t } from '@engine/tekster';
import type { TrinVisning } from '../utils/wizard-trin';

interface TrinIndikatorProps {
  trin: readonly TrinVisning[];
  /** The state of the step being shown. */
  aktuelt: string;
}

/** Where the user is in the wizard: numbered steps, those done ticked, the current one marked. */
export function TrinIndikator({ trin, aktuelt }: TrinIndikatorProps) {
  const nr = trin.findIndex((s) => s.tilstand === aktuelt);
  return (
    <nav aria-label={t('forudbetalingWeb.trin.label')} className="mb-4">
      <ol className="list-unstyled d-flex flex-wrap gap-3 gap-md-4 mb-0 pb-3 border-bottom">
        {trin.map((s, i) => {
          const faerdig = i < nr;
          const aktiv = i === nr;
          return (
            <li key={s.tilstand} className="d-flex align-items-center gap-2" aria-current={aktiv ? 'step' : undefined}>
              <span
                aria-hidden="true"
                className={`d-inline-flex align-items-center justify-content-center rounded-circle fw-semibold small ${
                  faerdig || aktiv ? 'text-bg-primary' : 'bg-body-secondary text-body-secondary'
                }`}
                style={{ width: '2rem', height: '2rem' }}
              >
                {faerdig ? '✓' : i + 1}
              </span>
              <span className={aktiv ? 'fw-semibold' : faerdig ? '' : 'text-body-secondary'}>
                {s.titel}
                {(faerdig || aktiv) && (
                  <span className="visually-hidden">
                    {' '}
                    ({t(faerdig ? 'forudbetalingWeb.trin.fuldfoert' : 'forudbetalingWeb.trin.aktuelt')})
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
