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
          <button type="button" className="btn btn-outline-secondary" onClick={onTilbage} disabled={disabled}>
            {tilbage.label}
          </button>
        )}
      </div>
      {fortsaet && (
        <button type="submit" className="btn btn-primary" disabled={disabled}>
          {fortsaet.label}
        </button>
      )}
    </div>
  );
}
