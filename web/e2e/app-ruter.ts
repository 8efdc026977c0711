import { alleRuter } from '../src/app/ruter';

/**
 * Every path pattern the SPA's routes serve, from the one route table the areas mount and the
 * server answers by (web/src/app/ruter.ts): each area's start, its screens and its `*` not-found
 * screen, and the app's last `*`. So a new route is in this list without anyone adding it by hand.
 */
export function appRuter(): string[] {
  return alleRuter();
}
