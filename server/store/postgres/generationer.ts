import pg from 'pg';

/** The channel migration 0006 notifies on whenever a collection's generation rises: `<collection> <n>`. */
export const KANAL = 'fond_generationer';
const GENFORBIND_MS = 1000;

/**
 * Every collection's generation, kept current by LISTEN/NOTIFY on one connection of its own, so a
 * list cache can tell that nothing changed without a query per request. What is known is trusted
 * only while that connection listens; until then, after it is lost, and for a collection this
 * process itself has just written (its own notice may still be on the way), the answer is a query.
 * Another instance's write is seen when its notice arrives, a few milliseconds after its commit.
 */
export class Generationer {
  private readonly kendt = new Map<string, number>();
  /** Collections written here whose rise is not confirmed yet, each with the ticket of its last write. */
  private readonly uafklaret = new Map<string, number>();
  private billet = 0;
  private lytter: pg.Client | undefined;
  private klar = false;
  private startet = false;
  private stoppet = false;

  constructor(private readonly forbindelse: pg.ClientConfig) {}

  /** Whether the listening connection runs and what it heard is trusted. */
  get lytterKlar(): boolean {
    return this.klar;
  }

  /** The collection's generation; `spoerg` reads it from the database. */
  async hent(samling: string, spoerg: () => Promise<number>): Promise<number> {
    this.start();
    const billet = this.uafklaret.get(samling);
    if (this.klar && billet === undefined) return this.kendt.get(samling) ?? 0;
    const n = await spoerg();
    this.saet(samling, n);
    // A later write here keeps it unconfirmed: this answer may predate that write's commit.
    if (billet !== undefined && this.uafklaret.get(samling) === billet) this.uafklaret.delete(samling);
    return n;
  }

  /** Called once a write of this process to the collection is committed (or failed: asking once more costs little). */
  skrevet(samling: string): void {
    this.uafklaret.set(samling, ++this.billet);
  }

  async stop(): Promise<void> {
    this.stoppet = true;
    this.klar = false;
    await this.lytter?.end().catch(() => undefined);
  }

  private start(): void {
    if (this.startet || this.stoppet) return;
    this.startet = true;
    void this.lyt();
  }

  private async lyt(): Promise<void> {
    const klient = new pg.Client(this.forbindelse);
    this.lytter = klient;
    klient.on('notification', (besked) => {
      const [samling, n] = (besked.payload ?? '').split(' ');
      if (samling && n) this.saet(samling, Number(n));
    });
    klient.on('error', () => this.tabt(klient));
    klient.on('end', () => this.tabt(klient));
    try {
      await klient.connect();
      await klient.query(`LISTEN ${KANAL}`);
      // Read after LISTEN: a rise in between arrives as a notice too, and the larger number wins.
      const { rows } = await klient.query<{ collection: string; n: string }>('SELECT collection, n FROM generations');
      for (const r of rows) this.saet(r.collection, Number(r.n));
      if (this.lytter === klient && !this.stoppet) this.klar = true;
    } catch {
      this.tabt(klient);
    }
  }

  /** The listening connection is gone: nothing known is trusted any more, and a new one is tried shortly. */
  private tabt(klient: pg.Client): void {
    if (this.lytter !== klient) return;
    this.lytter = undefined;
    this.klar = false;
    this.kendt.clear();
    void klient.end().catch(() => undefined);
    if (!this.stoppet) setTimeout(() => void this.lyt(), GENFORBIND_MS).unref();
  }

  private saet(samling: string, n: number): void {
    if (n > (this.kendt.get(samling) ?? -1)) this.kendt.set(samling, n);
  }
}
