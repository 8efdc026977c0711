import { afterEach, describe, expect, it, vi } from 'vitest';
import { laesEmne, ventPaaOutlook } from './outlook';

/** A stand-in for Office.js with a mailbox holding one item. */
function medOffice(subject: unknown, onReady = (callback?: () => void) => Promise.resolve(callback?.())) {
  vi.stubGlobal('Office', { onReady, context: { mailbox: { item: { subject } } } });
}

const afgjort = async (p: Promise<unknown>) => Promise.race([p.then(() => true), new Promise((done) => setTimeout(() => done(false), 20))]);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ventPaaOutlook', () => {
  it('resolves once Office.onReady does, with a mailbox', async () => {
    medOffice('Emne');
    expect(await afgjort(ventPaaOutlook())).toBe(true);
  });

  it('keeps waiting without Office.js, when the host never gets ready, and outside Outlook', async () => {
    expect(await afgjort(ventPaaOutlook())).toBe(false);

    medOffice('Emne', () => new Promise(() => {}));
    expect(await afgjort(ventPaaOutlook())).toBe(false);

    // Office.js in a plain browser tab: ready, but no mailbox.
    vi.stubGlobal('Office', { onReady: () => Promise.resolve({ host: null }), context: {} });
    expect(await afgjort(ventPaaOutlook())).toBe(false);
  });
});

describe('laesEmne', () => {
  it('reads the subject as a string in read mode', async () => {
    medOffice('SV: Din anmodning (Anmodning 1)');
    expect(await laesEmne()).toBe('SV: Din anmodning (Anmodning 1)');
  });

  it('reads the subject with getAsync in compose mode', async () => {
    medOffice({ getAsync: (cb: (r: object) => void) => cb({ status: 'succeeded', value: 'Vedr. Ansøgning 3' }) });
    expect(await laesEmne()).toBe('Vedr. Ansøgning 3');
  });

  it('rejects, and logs, when Outlook cannot read the subject or no item is open', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    medOffice({ getAsync: (cb: (r: object) => void) => cb({ status: 'failed', value: '', error: { message: 'Nope' } }) });
    await expect(laesEmne()).rejects.toThrow('Nope');

    vi.stubGlobal('Office', { onReady: () => Promise.resolve(), context: { mailbox: { item: null } } });
    await expect(laesEmne()).rejects.toThrow();
    expect(error).toHaveBeenCalledTimes(2);
  });
});
