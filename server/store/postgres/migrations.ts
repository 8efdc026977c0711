import { Kysely, Migrator, PostgresDialect, sql, type Migration } from 'kysely';
import type { Pool } from 'pg';
import { kravFor, type Anmodning, type Daekning } from '../../forudbetaling/anmodninger';
import { genindekser, haevGeneration, iPortioner, indsaetNye } from './portioner';

/**
 * The PostgreSQL schema, one migration per change, applied in order by Kysely's Migrator (which
 * takes a lock, so two instances starting together migrate once). A released migration is never
 * edited; a change is a new one.
 */
export const MIGRATIONS: Record<string, Migration> = {
  // Every collection in one table: the record as json beside the columns lists filter and sort on.
  // json, not jsonb: jsonb reorders an object's keys, and records (history entries) pass through to
  // the API, whose answers must stay byte for byte what they are.
  '0001-records': {
    up: async (db) => {
      await sql`
        CREATE TABLE records (
          collection text COLLATE "C" NOT NULL,
          id text COLLATE "C" NOT NULL,
          seq bigserial NOT NULL,
          data json NOT NULL,
          version integer,
          status text COLLATE "C",
          created text COLLATE "C",
          owner text COLLATE "C",
          fund text COLLATE "C",
          reference text COLLATE "C",
          case_ref text COLLATE "C",
          number bigint,
          period_from text COLLATE "C",
          period_to text COLLATE "C",
          PRIMARY KEY (collection, id)
        );
        CREATE INDEX records_seq ON records (collection, seq);
        CREATE INDEX records_status_created ON records (collection, status, created DESC NULLS LAST, number DESC NULLS LAST, seq);
        CREATE INDEX records_created ON records (collection, created DESC NULLS LAST, number DESC NULLS LAST, seq);
        CREATE INDEX records_owner ON records (collection, owner, created);
        CREATE INDEX records_fund ON records (collection, fund, created);
        CREATE INDEX records_reference ON records (collection, reference);
        CREATE INDEX records_case ON records (collection, case_ref, created DESC NULLS LAST);
        CREATE INDEX records_number ON records (collection, number);
        CREATE TABLE generations (collection text COLLATE "C" PRIMARY KEY, n bigint NOT NULL);
      `.execute(db);
    },
  },
  // Uploaded documents, content-addressed; and the period a case covers, for lists by period.
  '0002-documents': {
    up: async (db) => {
      await sql`
        CREATE TABLE documents (
          sha256 char(64) PRIMARY KEY,
          content_type text NOT NULL,
          size integer NOT NULL,
          bytes bytea NOT NULL,
          created timestamptz NOT NULL DEFAULT now()
        );
        CREATE INDEX records_period ON records (collection, period_from, period_to);
      `.execute(db);
    },
  },
  // A request's invoice file as an indexed column, so a draft's clean-up can tell the file is a
  // request's now. Before 0003-genindeksering, which writes every index column.
  '0003-dokument': {
    up: async (db) => {
      await sql`
        ALTER TABLE records ADD COLUMN document text COLLATE "C";
        UPDATE records SET document = data->'faktura'->'dokument'->>'sha256' WHERE collection = 'anmodninger';
        CREATE INDEX records_document ON records (collection, document);
      `.execute(db);
    },
  },
  // Indexed anew: requests by supplier and total (possible duplicates are looked up by it instead of
  // read by the month), sessions by last activity and one-time codes by expiry (the expiry sweep).
  '0003-genindeksering': {
    up: async (db) => {
      for (const samling of ['anmodninger', 'sessions', 'engangskoder']) await genindekser(db, samling);
    },
  },
  // Requests stored before applications and invoices were claimed by records of their own (copied from
  // an older embedded store) get their claims, so neither can be used again; a claim there is kept.
  '0004-anmodninger-krav': {
    up: (db) =>
      iPortioner(db, 'anmodninger', async (rows) => {
        const krav = rows.map((r) => kravFor(r.data as Anmodning));
        await indsaetNye(
          db,
          'daekninger',
          krav.flatMap((k) => k.daekninger),
        );
        await indsaetNye(
          db,
          'fakturaer',
          krav.flatMap((k) => k.fakturaer),
        );
      }),
  },
  // Every version of every workflow and schema the portal has run with, kept so a case goes on with
  // the definition it started with after the files change (server/definitioner/register.ts).
  '0005-definitioner': {
    up: async (db) => {
      await sql`
        CREATE TABLE definitioner (
          art text COLLATE "C" NOT NULL,
          navn text COLLATE "C" NOT NULL,
          version text COLLATE "C" NOT NULL,
          seq bigserial NOT NULL,
          indhold json NOT NULL,
          gemt text NOT NULL,
          PRIMARY KEY (art, navn, version)
        );
      `.execute(db);
    },
  },
  // Each rise of a generation is announced (NOTIFY at commit), so an instance's list cache learns of
  // another's writes without asking the database on every request (./generationer.ts).
  '0006-generationer-besked': {
    up: async (db) => {
      await sql`
        CREATE FUNCTION fond_generation_besked() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('fond_generationer', NEW.collection || ' ' || NEW.n);
          RETURN NULL;
        END $$;
        CREATE TRIGGER generations_besked AFTER INSERT OR UPDATE ON generations
          FOR EACH ROW EXECUTE FUNCTION fond_generation_besked();
      `.execute(db);
    },
  },
  // Payment orders indexed by whether the finance system has marked them exported (status 'ny' or
  // 'eksporteret'), so it fetches those it has not taken in by the index; the orders from before get theirs.
  '0007-betalingsordrer-status': { up: (db) => genindekser(db, 'betalingsordrer') },
  // When a case reached its status, and the amounts it counts toward (a request's prices per fund), so
  // the overview (GET /api/Overblik) counts the handled cases per month, the time to a final status and
  // the amounts approved in SQL without reading the records; the cases from before get theirs from their records.
  '0008-status-tidspunkt': {
    up: async (db) => {
      await sql`
        ALTER TABLE records ADD COLUMN status_changed text COLLATE "C", ADD COLUMN amounts jsonb;
        CREATE INDEX records_status_changed ON records (collection, status, status_changed);
      `.execute(db);
      for (const samling of ['anmodninger', 'arbejdsmangel']) await genindekser(db, samling);
    },
  },
  // Oldest first as an index reads it (ASC NULLS LAST, which the newest-first indexes read backwards do not give),
  // so an export of the handling list reads each keyset page from where the last ended, not by sorting them all.
  '0009-aeldste-foerst': {
    up: async (db) => {
      await sql`
        CREATE INDEX records_status_created_asc ON records (collection, status, created ASC NULLS LAST, number ASC NULLS LAST, seq);
        CREATE INDEX records_created_asc ON records (collection, created ASC NULLS LAST, number ASC NULLS LAST, seq);
      `.execute(db);
    },
  },
  // New documents compressed with LZ4 instead of pglz: a 1 MB file that compresses well cost a creation
  // about 7 ms of pglz (measured: median 15.9 → 8.0 ms per 1 MB insert, fsync on), one that does not
  // is given up on as fast. Documents stored before keep pglz; both read alike. A server built without
  // LZ4 (rare; PGDG and Debian builds have it) keeps pglz rather than fail the migration.
  '0010-dokumenter-lz4': {
    up: async (db) => {
      await sql`
        DO $$ BEGIN
          ALTER TABLE documents ALTER COLUMN bytes SET COMPRESSION lz4;
        EXCEPTION WHEN feature_not_supported THEN
          RAISE NOTICE 'PostgreSQL uden LZ4: dokumenter komprimeres med pglz';
        END $$;
      `.execute(db);
    },
  },
  // Invoice numbers compared by a canonical key (NFKC, case-folded, trimmed: 'INV-１００１' is 'INV-1001'), and the
  // same file from the same supplier as the same invoice. Requests get the invoice column the handling page finds
  // those sharing an invoice by, and the live ones their claims under the new keys and of their file.
  '0011-fakturanoegle': {
    up: async (db) => {
      await sql`
        ALTER TABLE records ADD COLUMN invoice text COLLATE "C";
        CREATE INDEX records_invoice ON records (collection, invoice);
      `.execute(db);
      await genindekser(db, 'anmodninger');
      await iPortioner(db, 'anmodninger', async (rows) => {
        // A record with no invoice (none the server wrote) claims none.
        const krav = rows.flatMap((r) => ((r.data as Partial<Anmodning>).faktura ? [kravFor(r.data as Anmodning)] : []));
        await givKrav(
          db,
          'fakturaer',
          krav.flatMap((k) => k.fakturaer),
        );
        await givKrav(
          db,
          'fakturafiler',
          krav.flatMap((k) => k.fakturafiler),
        );
      });
    },
  },
  // Attempt counters (login and scan limits) indexed by their latest attempt, so the expiry sweep deletes the old ones
  // by the index (oprydning.ts); those stored before, bare arrays included, get theirs.
  '0012-taellere': { up: (db) => genindekser(db, 'rate-limit') },
};

/**
 * Writes the claims of requests that were stored before them: a claim there is replaced only when it
 * no longer covers (its request rejected, or now with another invoice, or never stored and not being
 * created), so of two stored requests with one invoice the first written keeps it (server/forudbetaling/anmodninger.ts: kravDaekker).
 */
async function givKrav(db: Kysely<unknown>, samling: 'fakturaer' | 'fakturafiler', poster: readonly [string, Daekning][]) {
  const foerste = [...new Map([...poster].reverse()).entries()].reverse();
  if (foerste.length === 0) return;
  const noegle = samling === 'fakturaer' ? sql`a.invoice` : sql`(a.data->'faktura'->>'cvr') || '|' || a.document`;
  await sql`
    INSERT INTO records AS k (collection, id, data)
    SELECT ${samling}, u.id, u.data FROM unnest(${foerste.map(([id]) => id)}::text[], ${foerste.map(([, d]) => JSON.stringify(d))}::json[]) AS u(id, data)
    ON CONFLICT (collection, id) DO UPDATE SET data = EXCLUDED.data
    WHERE NOT EXISTS (
      SELECT 1 FROM records a WHERE a.collection = 'anmodninger' AND a.id = k.data->>'anmodningId' AND a.status <> 'Afvist' AND ${noegle} = k.id
    ) AND (
      EXISTS (SELECT 1 FROM records a WHERE a.collection = 'anmodninger' AND a.id = k.data->>'anmodningId')
      OR (k.data->>'tidspunkt')::timestamptz < now() - interval '10 minutes'
    )`.execute(db);
  await haevGeneration(db, samling);
}

/** Brings the database to the newest schema (or to `target`, for the test of an upgrade); throws on a failed step. */
export async function migrate(pool: Pool, target?: string): Promise<string[]> {
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: pool as never }) });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = target === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
  // The pool is the store's; Kysely must not end it.
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
