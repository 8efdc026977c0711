import type { Store } from './store/types';

/**
 * Loads demo records into a collection once, on the first start with an empty data directory.
 * A marker remembers it, so records an admin later removes do not come back.
 */
export async function seedOnce<T>(store: Store, collection: string, records: readonly (readonly [string, T])[]): Promise<void> {
  const markers = store.collection<{ tidspunkt: string }>('seed');
  if (await markers.get(collection)) return;
  const target = store.collection<T>(collection);
  for (const [id, record] of records) await target.put(id, record);
  await markers.put(collection, { tidspunkt: new Date().toISOString() });
}
