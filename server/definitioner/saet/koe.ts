/**
 * Runs each caller's checks one after the other: the editors check at every pause in the typing, and a
 * check writes the set out and reads the store's cases, so one person's typing never has several running.
 */
export function koePrBruger() {
  const koer = new Map<string, Promise<unknown>>();
  return <T>(bruger: string, arbejde: () => Promise<T>): Promise<T> => {
    const foer = koer.get(bruger) ?? Promise.resolve();
    const nu = foer.then(arbejde, arbejde);
    const hale = nu.catch(() => undefined);
    koer.set(bruger, hale);
    // The last in line clears the queue, so the map holds only those checking now.
    void hale.then(() => {
      if (koer.get(bruger) === hale) koer.delete(bruger);
    });
    return nu;
  };
}
