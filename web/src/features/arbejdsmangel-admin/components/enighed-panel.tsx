import { formatCpr } from '@engine/format';
import { t } from '@engine/tekster';
import { Sektion } from '../../../shared/layout/sektion';
import type { AdminAnsoegning } from '../api/hent-ansoegning';
import { tilOpdatering } from '../utils/opdatering';
import { enighedTitel } from '../utils/titler';
import { Oplysning } from './oplysning';
import { RedigerKnap } from './rediger-knap';

interface EnighedPanelProps {
  ansoegning: AdminAnsoegning;
  onRediger?: () => void;
}

/** Enighed med medarbejdere: how the employees agreed, and their representative unless all did. */
export function EnighedPanel({ ansoegning, onRediger }: EnighedPanelProps) {
  const { enighed, medarbejderRepraesentant: r } = tilOpdatering(ansoegning);
  return (
    <Sektion
      titel={t('arbejdsmangelAdminWeb.enighed.titel')}
      className="h-100"
      handling={onRediger && <RedigerKnap etiket={t('arbejdsmangelAdminWeb.enighed.rediger')} onClick={onRediger} />}
    >
      <p className="fw-semibold">{enighedTitel(enighed)}</p>
      {r && (
        <dl className="row mb-0">
          <Oplysning label={t('arbejdsmangelAdminWeb.enighed.navn')}>{r.navn}</Oplysning>
          <Oplysning label={t('arbejdsmangelAdminWeb.enighed.cpr')}>{formatCpr(r.cpr)}</Oplysning>
          <Oplysning label={t('arbejdsmangelAdminWeb.enighed.jobtitel')}>{r.jobTitel}</Oplysning>
          <Oplysning label={t('arbejdsmangelAdminWeb.enighed.email')}>
            <a href={`mailto:${r.email}`}>{r.email}</a>
          </Oplysning>
          <Oplysning label={t('arbejdsmangelAdminWeb.enighed.telefon')}>
            <a href={`tel:${r.telefon.replace(/[^+0-9]/g, '')}`}>{r.telefon}</a>
          </Oplysning>
        </dl>
      )}
    </Sektion>
  );
}
