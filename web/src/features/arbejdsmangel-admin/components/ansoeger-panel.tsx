import { t } from '../../../../../engine/tekster';
import type { AdminAnsoegning } from '../api/hent-ansoegning';
import { tilOpdatering } from '../utils/opdatering';
import { omfangTitel } from '../utils/titler';
import { Oplysning, Panel } from './panel';

interface AnsoegerPanelProps {
  ansoegning: AdminAnsoegning;
  onRediger?: () => void;
}

/** Ansøger: the company and the scope of the application. */
export function AnsoegerPanel({ ansoegning, onRediger }: AnsoegerPanelProps) {
  const { omfang, ansoegningsNavn } = tilOpdatering(ansoegning);
  return (
    <Panel
      titel={t('arbejdsmangelAdminWeb.ansoeger.titel')}
      rediger={onRediger && { etiket: t('arbejdsmangelAdminWeb.ansoeger.rediger'), onClick: onRediger }}
    >
      <dl className="row mb-0">
        <Oplysning label={t('arbejdsmangelAdminWeb.ansoeger.virksomhed')}>{ansoegning.virksomhed.navn}</Oplysning>
        <Oplysning label={t('arbejdsmangelAdminWeb.ansoeger.cvr')}>{ansoegning.virksomhed.cvrNummer}</Oplysning>
        <Oplysning label={t('arbejdsmangelAdminWeb.ansoeger.omfang')}>{omfangTitel(omfang)}</Oplysning>
        {omfang !== 'HeleVirksomheden' && <Oplysning label={t('arbejdsmangelAdminWeb.ansoeger.enhed')}>{ansoegningsNavn}</Oplysning>}
      </dl>
    </Panel>
  );
}
