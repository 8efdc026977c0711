const samlede = new Map<string, Promise<unknown>>();

/**
 * One promise for a set of loads, the same object for the same key every time, for a component's one
 * use() call a render. One call: React matches use() calls by their order when it replays a suspended
 * component, so with two conditional calls, one left out on the replay (its load came meanwhile)
 * moved the next onto the earlier, settled promise, and use() answered it without waiting — a form
 * rendered without its widgets ('Unsupported widget definition'), a wizard without a step's validator.
 */
export function samlet(noegle: string, loads: () => readonly (Promise<unknown> | undefined)[]): Promise<unknown> {
  let promise = samlede.get(noegle);
  if (!promise) {
    promise = Promise.all(loads());
    samlede.set(noegle, promise);
  }
  return promise;
}
