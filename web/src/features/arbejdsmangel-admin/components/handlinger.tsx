import Button from 'react-bootstrap/Button';
import ButtonToolbar from 'react-bootstrap/ButtonToolbar';
import { t } from '@engine/tekster';
import type { AdminAnsoegning } from '../api/hent-ansoegning';

interface HandlingerProps {
  handlinger: AdminAnsoegning['tilladteHandlinger'];
  /** The event under way, if any: every button waits for it. */
  igang?: string;
  onHandling: (handling: AdminAnsoegning['tilladteHandlinger'][number]) => void;
}

/** One button per event the workflow allows in the status, labelled and coloured as the workflow says (meta.label, meta.farve). */
export function Handlinger({ handlinger, igang, onHandling }: HandlingerProps) {
  if (handlinger.length === 0) return null;
  return (
    <ButtonToolbar className="gap-2 mb-4" aria-label={t('arbejdsmangelAdminWeb.detalje.handlinger')}>
      {handlinger.map((h) => (
        <Button key={h.type} variant={h.farve ?? 'primary'} disabled={igang !== undefined} onClick={() => onHandling(h)}>
          {h.label}
        </Button>
      ))}
    </ButtonToolbar>
  );
}
