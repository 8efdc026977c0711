import { Besked } from '../../../shared/layout/besked';

/**
 * The news that a change is saved: a polite live region that is on the page before the news comes,
 * so a screen reader reads it when it does.
 */
export function GemtBesked({ besked }: { besked: string | undefined }) {
  return (
    <div aria-live="polite">
      {besked !== undefined && (
        <Besked variant="success" role="status">
          {besked}
        </Besked>
      )}
    </div>
  );
}
