import { useRef, useState } from 'react';
import type { FeltFejl } from '@engine/felt-fejl';
import { t } from '@engine/tekster';
import type { SkemaKontekst } from '../../../shared/schema-form/widgets/kontekst';
import type { Medarbejder } from '../api/opret-ansoegning';
import { medSammeCpr } from '../utils/dubletter';
import { MedarbejderDialog } from './medarbejder-dialog';
import { Besked } from '../../../shared/layout/besked';

interface TilfoejMedarbejderProps {
  periode: SkemaKontekst['periode'];
  /** The employees already on the application: the same person (CPR number) cannot be added again. */
  andre: readonly Partial<Medarbejder>[];
  /** A valid new employee; ogNy when the user asked for a fresh dialog right after. */
  onGem: (medarbejder: Medarbejder, ogNy: boolean) => void;
  onLuk: () => void;
  /** Every change in the dialog, e.g. to keep the session alive. */
  onAendring?: () => void;
}

/**
 * The add-employee dialog: saved only when valid and not already on the application; messages from
 * the first save attempt (SPEC §2.4). After 'Gem og tilføje endnu en medarbejder' the dialog stays
 * open with an empty form, says who was added, and the name field has the focus.
 */
export function TilfoejMedarbejder({ periode, andre, onGem, onLuk, onAendring }: TilfoejMedarbejderProps) {
  const [medarbejder, setMedarbejder] = useState<Partial<Medarbejder>>({});
  const [udgave, setUdgave] = useState(0);
  const [tilfoejet, setTilfoejet] = useState<string>();
  const [fejl, setFejl] = useState<readonly FeltFejl[]>();
  // Which save button was used; Enter in a field clicks the first one, 'Gem'.
  const ogNy = useRef(false);

  function gem(gyldig: Medarbejder) {
    const samme = medSammeCpr(gyldig.cpr, andre);
    if (samme) {
      setFejl([{ path: '/cpr', message: t('arbejdsmangelWeb.dialog.cprFindes', { navn: samme.navn ?? '' }) }]);
      return;
    }
    onGem(gyldig, ogNy.current);
    if (!ogNy.current) return;
    setMedarbejder({});
    setFejl(undefined);
    setTilfoejet(gyldig.navn);
    setUdgave((u) => u + 1);
  }

  return (
    <MedarbejderDialog
      titel={t('arbejdsmangelWeb.dialog.tilfoejTitel')}
      medarbejder={medarbejder}
      periode={periode}
      fejl={fejl}
      formNoegle={udgave}
      vejledning={
        tilfoejet !== undefined && (
          <Besked variant="success" className="py-2">
            {t('arbejdsmangelWeb.dialog.tilfoejet', { navn: tilfoejet })}
          </Besked>
        )
      }
      onChange={(ny) => {
        setMedarbejder(ny);
        onAendring?.();
      }}
      onSubmit={gem}
      onHide={onLuk}
    >
      <button type="submit" className="btn btn-primary" onClick={() => (ogNy.current = false)}>
        {t('arbejdsmangelWeb.dialog.gem')}
      </button>
      <button type="submit" className="btn btn-outline-primary" onClick={() => (ogNy.current = true)}>
        {t('arbejdsmangelWeb.dialog.gemOgNy')}
      </button>
      <button type="button" className="btn btn-outline-secondary" onClick={onLuk}>
        {t('arbejdsmangelWeb.dialog.annuller')}
      </button>
    </MedarbejderDialog>
  );
}
