/**
 * A settled promise marked as React marks the ones it has seen settle, so use() reads it at once.
 *
 * A component gives use() this when nothing is loading, rather than not calling use() at all: React
 * matches a component's use() calls by their order when it replays one that suspended, so a call
 * left out on the replay (its load came meanwhile) moved the next one onto the earlier, settled
 * promise, which use() then answered without waiting — a form rendered before its widgets had come.
 */
export const FAERDIG: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
