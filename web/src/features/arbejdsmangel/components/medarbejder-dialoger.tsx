import { formatCpr, formatDato } from '../../../../../engine/format';
import { t } from '../../../../../engine/tekster';
import { formatTimer } from '../../../shared/schema-form/widgets/uge-timer/timer';
import type { ArbejdsmangelAnsoegning, Medarbejder } from '../api/opret-ansoegning';
import { udenTimerUdenforPerioden } from '../utils/uden-for-perioden';
import { BekraeftDialog } from './bekraeft-dialog';
import { RedigerMedarbejder } from './rediger-medarbejder';
import { TilfoejMedarbejder } from './tilfoej-medarbejder';

type Kladde = Partial<ArbejdsmangelAnsoegning>;

/** The dialog open over the form; the removals keep what they name, so it reads the same while closing. */
export type Dialog =
  | { type: 'tilfoej' }
  | { type: 'rediger'; index: number }
  | { type: 'fjern'; index: number; navn: string; cpr: string }
  | { type: 'fjernTimer'; timer: number; fra: string; til: string };

/** rjsf's id of the employees field, which the table's add button carries (widgets/medarbejder-tabel). */
const TILFOEJ_KNAP = 'root_medarbejdere';

interface MedarbejderDialogerProps {
  dialog: Dialog | null;
  kladde: Kladde;
  onAendr: (ny: Kladde) => void;
  onLuk: () => void;
  /** Every change inside a dialog, to keep the session alive. */
  onAktivitet: () => void;
}

/** The form's dialogs over its employees: add, edit, and the questions before removing an employee or hours. */
export function MedarbejderDialoger({ dialog, kladde, onAendr, onLuk, onAktivitet }: MedarbejderDialogerProps) {
  const medarbejdere = kladde.medarbejdere ?? [];
  const saet = (liste: Partial<Medarbejder>[]) => onAendr({ ...kladde, medarbejdere: liste as Medarbejder[] });
  // What was removed took its button along; the focus goes to the way to add instead of to the page.
  const efterFjern = (bekraeftet: boolean) => {
    onLuk();
    if (bekraeftet) document.getElementById(TILFOEJ_KNAP)?.focus();
  };

  switch (dialog?.type) {
    case 'tilfoej':
      return (
        <TilfoejMedarbejder
          periode={kladde.periode}
          andre={medarbejdere}
          onGem={(medarbejder, ogNy) => {
            saet([...medarbejdere, medarbejder]);
            if (!ogNy) onLuk();
          }}
          onLuk={onLuk}
          onAendring={onAktivitet}
        />
      );
    case 'rediger': {
      const medarbejder = medarbejdere[dialog.index];
      if (!medarbejder) return null;
      return (
        <RedigerMedarbejder
          medarbejder={medarbejder}
          andre={medarbejdere.filter((_, i) => i !== dialog.index)}
          periode={kladde.periode}
          onAendr={(ny) => saet(medarbejdere.map((m, i) => (i === dialog.index ? ny : m)))}
          onLuk={onLuk}
        />
      );
    }
    case 'fjern':
      return (
        <BekraeftDialog
          titel={t('arbejdsmangelWeb.fjern.titel')}
          bekraeftTekst={t('arbejdsmangelWeb.fjern.bekraeft')}
          onBekraeft={() => saet(medarbejdere.filter((_, i) => i !== dialog.index))}
          onLukket={efterFjern}
        >
          <p className="mb-0">{t('arbejdsmangelWeb.fjern.tekst', { navn: dialog.navn, cpr: formatCpr(dialog.cpr) })}</p>
        </BekraeftDialog>
      );
    case 'fjernTimer':
      return (
        <BekraeftDialog
          titel={t('arbejdsmangelWeb.fjernTimer.titel')}
          bekraeftTekst={t('arbejdsmangelWeb.fjernTimer.bekraeft')}
          onBekraeft={() => onAendr(udenTimerUdenforPerioden(kladde))}
          onLukket={efterFjern}
        >
          <p className="mb-0">
            {t('arbejdsmangelWeb.fjernTimer.tekst', {
              timer: formatTimer(dialog.timer),
              fra: formatDato(dialog.fra),
              til: formatDato(dialog.til),
            })}
          </p>
        </BekraeftDialog>
      );
    default:
      return null;
  }
}
