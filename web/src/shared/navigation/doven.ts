import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { forberedelser } from './forberedelser';

/** A screen's module: the screen, and for an area with screens of its own, how to prepare a path. */
export interface DovenModul<P> {
  default: ComponentType<P>;
  forbered?: (sti: string) => Promise<void>;
}

export type Doven<P> = ComponentType<P> & { forbered: (sti: string) => Promise<void> };

/**
 * A screen in a chunk of its own, loaded the first time it renders (suspending meanwhile), as with
 * React.lazy; but once `forbered` has loaded it, it renders at once. main.tsx prepares the page's own
 * route before the first render, so the first screen shows in one pass rather than a Suspense
 * fallback first and the screen 300 ms later (React holds back what replaces a fallback that long).
 */
export function doven<P extends object>(hent: () => Promise<DovenModul<P>>): Doven<P> {
  let komponent: ComponentType<P> | undefined;
  let undervejs: Promise<DovenModul<P>> | undefined;
  const indlaes = () =>
    (undervejs ??= hent().then((modul) => {
      komponent = modul.default;
      return modul;
    }));
  const Lazy = lazy(indlaes) as unknown as ComponentType<P>;
  function Doven(props: P) {
    // Chosen once per use, so the screen is never swapped for another type (and remounted) later.
    const [Skaerm] = useState(() => komponent ?? Lazy);
    return createElement(Skaerm, props);
  }
  return Object.assign(Doven, {
    forbered: async (sti: string) => {
      const modul = await indlaes();
      await modul.forbered?.(sti);
    },
  });
}

/**
 * Loads the screen (and what its module prepares) of the route among `ruter` that `sti` leads to, as
 * <Routes> would choose it, and waits for the loads its modules started as they loaded (forberedelser.ts).
 */
export async function forberedRute(
  ruter: readonly { path: string; element: ReactElement }[],
  sti: string,
  basename?: string,
): Promise<void> {
  const valgt = matchRoutes([...ruter], sti, basename)?.at(-1)?.route.element;
  const type = (valgt as ReactElement | undefined)?.type as Partial<Doven<never>> | undefined;
  await type?.forbered?.(sti);
  await forberedelser();
}
