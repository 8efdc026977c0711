type Waiter = { grant: () => void };

/**
 * A fixed number of places shared fairly between callers: each caller holds at most one place at a
 * time, and a freed place goes to the caller who has waited longest since their last turn (round robin),
 * so one caller sending many slow jobs queues behind their own and never starves the others.
 *
 * @example if (await queue.acquire(sessionId, signal)) try { await work() } finally { queue.release(sessionId) }
 */
export class FairQueue {
  private free: number;
  private readonly holding = new Set<string>();
  // Callers with jobs waiting, each with their jobs in order; the Map's order is the callers' turn order.
  private readonly waiting = new Map<string, Waiter[]>();

  constructor(places: number) {
    this.free = places;
  }

  /** Resolves true once the caller holds a place, false when the signal aborts first (the job then gives up). */
  acquire(caller: string, signal: AbortSignal): Promise<boolean> {
    if (signal.aborted) return Promise.resolve(false);
    if (this.free > 0 && !this.holding.has(caller) && !this.waiting.has(caller)) {
      this.take(caller);
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const waiter: Waiter = {
        grant: () => {
          signal.removeEventListener('abort', giveUp);
          resolve(true);
        },
      };
      const giveUp = () => {
        const jobs = this.waiting.get(caller) ?? [];
        if (jobs.includes(waiter)) jobs.splice(jobs.indexOf(waiter), 1);
        if (jobs.length === 0) this.waiting.delete(caller);
        resolve(false);
      };
      this.waiting.set(caller, [...(this.waiting.get(caller) ?? []), waiter]);
      signal.addEventListener('abort', giveUp, { once: true });
    });
  }

  /** Gives the caller's place back; the caller's own next job waits behind the others who wait. */
  release(caller: string): void {
    this.holding.delete(caller);
    this.free++;
    const jobs = this.waiting.get(caller);
    if (jobs) {
      this.waiting.delete(caller);
      this.waiting.set(caller, jobs);
    }
    this.dispatch();
  }

  private dispatch(): void {
    while (this.free > 0) {
      const caller = [...this.waiting.keys()].find((k) => !this.holding.has(k));
      if (caller === undefined) return;
      const [next, ...rest] = this.waiting.get(caller)!;
      this.waiting.delete(caller);
      if (rest.length > 0) this.waiting.set(caller, rest);
      this.take(caller);
      next!.grant();
    }
  }

  private take(caller: string): void {
    this.holding.add(caller);
    this.free--;
  }
}
