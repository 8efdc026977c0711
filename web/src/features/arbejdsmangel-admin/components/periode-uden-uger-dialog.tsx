import { formatCpr, formatDato } from '@engine/format';
import { t } from '@engine/tekster';
import type { Medarbejder } from '../api/opdater-ansoegning';
import type { PeriodeDel } from '../utils/opdatering';
import { BekraeftDialog } from './bekraeft-dialog';

interface PeriodeUdenUgerDialogProps {
  /** The new period, not saved yet. */
  periode: PeriodeDel['periode'];
  /** The employees it leaves without a week of course hours. */
  tomme: readonly Medarbejder[];
  /** Whether none would be left: an application needs one, so the period cannot be saved. */
  ingenTilbage: boolean;
  onFjernOgGem: () => void;
  onBeholdGammel: () => void;
  /** Esc or ×: back to the period dialog, to choose another period. */
  onTilbage: () => void;
}

/**
 * Before saving a period (SPEC §4.3) that leaves employees without weeks: names them and offers to
 * remove them and save, or to keep the old period; above the period dialog.
 */
export function PeriodeUdenUgerDialog({
  periode,
  tomme,
  ingenTilbage,
  onFjernOgGem,
  onBeholdGammel,
  onTilbage,
}: PeriodeUdenUgerDialogProps) {
  const antal = tomme.length;
  return (
    <BekraeftDialog
      overDialog
      titel={t('arbejdsmangelAdminWeb.periodeUdenUger.titel')}
      bekraeft={ingenTilbage ? undefined : t('arbejdsmangelAdminWeb.periodeUdenUger.fjern', { antal })}
      onBekraeft={onFjernOgGem}
      onAnnuller={onTilbage}
      fortryd={{ label: t('arbejdsmangelAdminWeb.periodeUdenUger.behold'), onClick: onBeholdGammel }}
    >
      <p>{t('arbejdsmangelAdminWeb.periodeUdenUger.tekst', { antal, fra: formatDato(periode.fra), til: formatDato(periode.til) })}</p>
      <ul>
        {tomme.map((m) => (
          <li key={m.id ?? m.cpr}>{t('arbejdsmangelAdminWeb.periodeUdenUger.medarbejder', { navn: m.navn, cpr: formatCpr(m.cpr) })}</li>
        ))}
      </ul>
      <p className="mb-0">
        {ingenTilbage
          ? t('arbejdsmangelAdminWeb.periodeUdenUger.ingenTilbage')
          : t('arbejdsmangelAdminWeb.periodeUdenUger.valg', { antal })}
      </p>
    </BekraeftDialog>
  );
}
