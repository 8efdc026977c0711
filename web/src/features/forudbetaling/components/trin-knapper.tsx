import Button from 'react-bootstrap/Button';
import type { Knap } from '../utils/wizard-trin';

interface TrinKnapperProps {
  knapper: readonly Knap[];
  onTilbage: () => void;
  disabled?: boolean;
}

/**
 * The step's buttons as the workflow labels them: forward submits the step's form (so its
 * messages show when it is refused), back only moves.
 */
export function TrinKnapper({ knapper, onTilbage, disabled }: TrinKnapperProps) {
  const tilbage = knapper.find((k) => k.type === 'TILBAGE');
  const fortsaet = knapper.find((k) => k.type === 'FORTSAET');
  return (
    <div className="d-flex justify-content-between gap-2 mt-4 pt-3 border-top">
      <div>
        {tilbage && (
          <Button type="button" variant="outline-secondary" onClick={onTilbage} disabled={disabled}>
            {tilbage.label}
          </Button>
        )}
      </div>
      {fortsaet && (
        <Button type="submit" variant="primary" disabled={disabled}>
          {fortsaet.label}
        </Button>
      )}
    </div>
  );
}
