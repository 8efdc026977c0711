import { lazy, Suspense } from 'react';
import { formatCpr, formatDato } from '@engine/format';
import { t } from '@engine/tekster';
import { formatTimer } from '../../../shared/schema-form/widgets/uge-timer/timer';
import type { ArbejdsmangelAnsoegning, Medarbejder } from '../api/opret-ansoegning';
import { timerUdenforPerioden, udenTimerUdenforPerioden } from '../utils/uden-for-perioden';
import { RedigerMedarbejder } from './rediger-medarbejder';
import { TilfoejMedarbejder } from './tilfoej-medarbejder';

// The question (with react-bootstrap's Modal and its transitions) loads when first asked, not with the form.
const BekraeftDialog = lazy(() => import('./bekraeft-dialog').then((m) => ({ default: m.BekraeftDialog })));

type Kladde = Partial<ArbejdsmangelAnsoegning>;

/** The dialog open over the form. */
export type Dialog = { type: 'tilfoej' } | { type: 'rediger'; index: number } | { type: 'fjern'; index: number } | { type: 'fjernTimer' };

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
  // Confirmed, the removal happens once the dialog has gone (so it names the same all along); it takes
  // its button along, so the focus goes to the way to add instead of to the page.
  const efterFjern = (bekraeftet: boolean, fjern: () => void) => {
    onLuk();
    if (!bekraeftet) return;
    fjern();
    document.getElementById(TILFOEJ_KNAP)?.focus();
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
    case 'fjern': {
      const medarbejder = medarbejdere[dialog.index];
      return (
        <Suspense fallback={null}>
          <BekraeftDialog
            titel={t('arbejdsmangelWeb.fjern.titel')}
            bekraeftTekst={t('arbejdsmangelWeb.fjern.bekraeft')}
            onLukket={(ja) => efterFjern(ja, () => saet(medarbejdere.filter((_, i) => i !== dialog.index)))}
          >
            <p className="mb-0">
              {t('arbejdsmangelWeb.fjern.tekst', { navn: medarbejder?.navn ?? '', cpr: formatCpr(medarbejder?.cpr ?? '') })}
            </p>
          </BekraeftDialog>
        </Suspense>
      );
    }
    case 'fjernTimer': {
      const { fra = '', til = '' } = kladde.periode ?? {};
      const timer = timerUdenforPerioden(medarbejdere, kladde.periode);
      return (
        <Suspense fallback={null}>
          <BekraeftDialog
            titel={t('arbejdsmangelWeb.fjernTimer.titel')}
            bekraeftTekst={t('arbejdsmangelWeb.fjernTimer.bekraeft')}
            onLukket={(ja) => efterFjern(ja, () => onAendr(udenTimerUdenforPerioden(kladde)))}
          >
            <p className="mb-0">
              {t('arbejdsmangelWeb.fjernTimer.tekst', { timer: formatTimer(timer), fra: formatDato(fra), til: formatDato(til) })}
            </p>
          </BekraeftDialog>
        </Suspense>
      );
    }
    default:
      return null;
  }
}
