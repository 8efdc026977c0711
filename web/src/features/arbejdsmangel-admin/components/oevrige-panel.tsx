import { t } from '@engine/tekster';
import { Sektion } from '../../../shared/layout/sektion';
import type { AdminAnsoegning } from '../api/hent-ansoegning';
import { Oplysning } from './oplysning';

/** Fields added to the employer's form by definition alone, with their schema titles; nothing when there are none. */
export function OevrigePanel({ ansoegning }: { ansoegning: AdminAnsoegning }) {
  if (ansoegning.oevrigeOplysninger.length === 0) return null;
  return (
    <Sektion titel={t('arbejdsmangelAdminWeb.oevrige.titel')} className="mb-4">
      <dl className="row mb-0">
        {ansoegning.oevrigeOplysninger.map((o) => (
          <Oplysning key={o.felt} label={o.titel}>
            {o.vaerdi}
          </Oplysning>
        ))}
      </dl>
    </Sektion>
  );
}
