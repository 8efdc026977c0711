import { t } from '@engine/tekster';
import { ApiFejl } from '../../../shared/api/client';
import { Besked } from '../../../shared/layout/besked';

/** SPEC §8: the general submit error (forudbetalingWeb text), with the server's reasons when it gave any. */
export function IndsendFejl({ fejl }: { fejl: unknown }) {
  const grunde = fejl instanceof ApiFejl ? [...new Set((fejl.problem.errors ?? []).map((f) => f.message))] : [];
  return (
    <Besked variant="danger">
      <p className={grunde.length > 0 ? 'mb-2' : 'mb-0'}>{t('web.fejl.gem')}</p>
      {grunde.length > 0 && (
        <ul className="mb-0">
          {grunde.map((grund) => (
            <li key={grund}>{grund}</li>
          ))}
        </ul>
      )}
    </Besked>
  );
}
