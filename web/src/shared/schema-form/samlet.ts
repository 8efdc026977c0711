const samlede = new Map<string, Promise<unknown>>();

/**
 * One promise for a set of loads, the same object for the same key every time, for a component's one
 * use() call a render; undefined while the key has never had anything to wait for. One call: React
 * matches use() calls by their order when it replays a suspended component, so with two conditional
 * calls, one left out on the replay (its load came meanwhile) moved the next onto the earlier, settled
 * promise, and use() answered it without waiting — a form rendered without its widgets ('Unsupported
 * widget definition'), a wizard without a step's validator. The same promise ever after, settled or
 * not: a component that suspended on it is replayed once the loads have come and must call use()
 * again then, or React runs the hooks after it as updates of a component never mounted (error #467,
 * 'Update hook called on initial render': 'Opret tekst' now and then after a login). A key that never
 * waited (everything loaded before its first render) gets no promise, so use() is not called at all.
 */
export function samlet(noegle: string, loads: () => readonly (Promise<unknown> | undefined)[]): Promise<unknown> | undefined {
  const kendt = samlede.get(noegle);
  if (kendt) return kendt;
  // A load that has settled (another key's, marked below) is nothing to wait for.
  const ventende = loads().filter((load) => load !== undefined && (load as { status?: string }).status !== 'fulfilled');
  if (ventende.length === 0) return undefined;
  const promise = Promise.all(ventende);
  // Marked as React marks a promise it has seen settle, so use() reads a settled one at once instead of
  // suspending for a microtask (whatever first asked for the loads, use() or a preload).
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  samlede.set(noegle, promise);
  return promise;
}
