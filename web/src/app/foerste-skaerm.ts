import { unstable_forceFrameRate } from 'scheduler';
import { afslutFoersteSkaerm } from '../shared/api/foerste-svar';

/**
 * The first screen rendered without pauses. React renders a transition, as main.tsx renders the app,
 * in slices, yielding to the browser every 5 ms; on a phone's slower CPU that stretched the first
 * screen's render over dozens of tasks and made it 40–150 ms later (issue 21's bench, 4× CPU). Nothing
 * on the page can be used before the first screen shows, so nothing is waiting for those yields.
 */
export function foersteSkaermUdenPauser(): void {
  unstable_forceFrameRate(1);
}

/**
 * The first screen is shown (App's first effect): React yields every 5 ms again, so later renders
 * keep the page answering, and every load starts when its component mounts (foerste-svar.ts).
 */
export function foersteSkaermVist(): void {
  unstable_forceFrameRate(0);
  afslutFoersteSkaerm();
}
