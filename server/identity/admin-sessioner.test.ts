import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { LowdbStore } from '../store/lowdb-store';
import { TestClock } from '../testing/app';
import { createAdminSessioner } from './admin-sessioner';
import type { Admin } from './types';

/** One store that two server instances share, as they would share a database. */
const faellesStore = () => new LowdbStore(mkdtempSync(join(tmpdir(), 'admin-sessioner-')));

const admin: Admin = { brugernavn: 'admin', navn: 'Demo', email: 'a@example.dk', roller: ['Administrator'] };

describe('admin logins on two server instances', () => {
  const config = { ...configFromEnv({ NODE_ENV: 'test', SESSION_SECRET: 'x' }), adminSessionAbsoluteHours: 12 };

  it('ends a login at once where it was ended, and elsewhere within the cache time of a few seconds', async () => {
    const clock = new TestClock();
    const store = faellesStore();
    const her = createAdminSessioner({ config, store, now: clock.now });
    const der = createAdminSessioner({ config, store, now: clock.now });
    const { id } = await her.start(admin, 'adgangskode');
    expect(await her.aktiv(id)).toBeDefined();
    expect(await der.aktiv(id)).toBeDefined();

    await her.afslut(id);
    expect(await her.aktiv(id)).toBeUndefined();
    expect(await der.aktiv(id, { frisk: true })).toBeUndefined();

    const { id: andet } = await her.start(admin, 'adgangskode');
    expect(await der.aktiv(andet)).toBeDefined();
    await her.afslut(andet);
    clock.advance(5_000);
    expect(await der.aktiv(andet)).toBeUndefined();
  });

  it('ends a login ADMIN_SESSION_ABSOLUTE_HOURS after it started, and forgets it then', async () => {
    const clock = new TestClock();
    const store = faellesStore();
    const sessioner = createAdminSessioner({ config, store, now: clock.now });
    const { id } = await sessioner.start(admin, 'adgangskode');
    clock.advance(12 * 3_600_000 - 1);
    expect(await sessioner.aktiv(id)).toBeDefined();
    clock.advance(1);
    expect(await sessioner.aktiv(id)).toBeUndefined();
    await sessioner.ryd();
    expect(await store.collection('admin-sessioner').get(id)).toBeUndefined();
  });
});
