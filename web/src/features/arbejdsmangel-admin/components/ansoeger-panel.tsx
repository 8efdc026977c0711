import { t } from '@engine/tekster';
import { Sektion } from '../../../shared/layout/sektion';
import type { AdminAnsoegning } from '../api/hent-ansoegning';
import { tilOpdatering } from '../utils/opdatering';
import { omfangTitel } from '../utils/titler';
import { Oplysning } from './oplysning';
import { RedigerKnap } from './rediger-knap';

interface AnsoegerPanelProps {
  ansoegning: AdminAnsoegning;
  onRediger?: () => void;
}

/** The applicant panel: the company and the scope of the application. */
export function AnsoegerPanel({ ansoegning, onRediger }: AnsoegerPanelProps) {
  const { omfang, ansoegningsNavn } = tilOpdatering(ansoegning);
  return (
    <Sektion
      titel={t('arbejdsmangelAdminWeb.ansoeger.titel')}
      className="h-100"
      handling={onRediger && <RedigerKnap etiket={t('arbejdsmangelAdminWeb.ansoeger.rediger')} onClick={onRediger} />}
    >
      <dl className="row mb-0">
        <Oplysning label={t('arbejdsmangelAdminWeb.ansoeger.virksomhed')}>{ansoegning.virksomhed.navn}</Oplysning>
        <Oplysning label={t('arbejdsmangelAdminWeb.ansoeger.cvr')}>{ansoegning.virksomhed.cvrNummer}</Oplysning>
        <Oplysning label={t('arbejdsmangelAdminWeb.ansoeger.omfang')}>{omfangTitel(omfang)}</Oplysning>
        {omfang !== 'HeleVirksomheden' && <Oplysning label={t('arbejdsmangelAdminWeb.ansoeger.enhed')}>{ansoegningsNavn}</Oplysning>}
      </dl>
    </Sektion>
  );
}
