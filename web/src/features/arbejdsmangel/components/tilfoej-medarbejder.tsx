import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { t } from '../../../../../engine/tekster';
import type { SkemaKontekst } from '../../../shared/schema-form/widgets/kontekst';
import type { Medarbejder } from '../api/opret-ansoegning';
import { MedarbejderDialog } from './medarbejder-dialog';

interface TilfoejMedarbejderProps {
  periode: SkemaKontekst['periode'];
  /** A valid new employee; ogNy when the user asked for a fresh dialog right after. */
  onGem: (medarbejder: Medarbejder, ogNy: boolean) => void;
  onLuk: () => void;
  /** Every change in the dialog, e.g. to keep the session alive. */
  onAendring?: () => void;
}

/** The add-employee dialog: saved only when valid; messages from the first save attempt (SPEC §2.4). */
export function TilfoejMedarbejder({ periode, onGem, onLuk, onAendring }: TilfoejMedarbejderProps) {
  const [medarbejder, setMedarbejder] = useState<Partial<Medarbejder>>({});
  // Which save button was used; Enter in a field clicks the first one, 'Gem'.
  const ogNy = useRef(false);
  return (
    <MedarbejderDialog
      titel={t('arbejdsmangelWeb.dialog.tilfoejTitel')}
      medarbejder={medarbejder}
      periode={periode}
      onChange={(ny) => {
        setMedarbejder(ny);
        onAendring?.();
      }}
      onSubmit={(gyldig) => onGem(gyldig, ogNy.current)}
      onHide={onLuk}
    >
      <Button type="submit" onClick={() => (ogNy.current = false)}>
        {t('arbejdsmangelWeb.dialog.gem')}
      </Button>
      <Button type="submit" variant="outline-primary" onClick={() => (ogNy.current = true)}>
        {t('arbejdsmangelWeb.dialog.gemOgNy')}
      </Button>
      <Button variant="outline-secondary" onClick={onLuk}>
        {t('arbejdsmangelWeb.dialog.annuller')}
      </Button>
    </MedarbejderDialog>
  );
}
