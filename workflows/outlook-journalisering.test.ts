import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { outlookJournalisering, VENTETID_MS, type JournaliseringOptions, type Sag } from './outlook-journalisering';

const sag: Sag = { type: 'anmodning', id: 1, titel: 'Anmodning 1' };

function start(options: Partial<JournaliseringOptions> = {}) {
  const ventPaaOutlook = vi.fn<JournaliseringOptions['ventPaaOutlook']>().mockResolvedValue(undefined);
  const laesEmne = vi.fn<JournaliseringOptions['laesEmne']>().mockResolvedValue('SV: Din anmodning (Anmodning 1)');
  const journaliser = vi.fn<JournaliseringOptions['journaliser']>().mockResolvedValue(sag);
  const actor = createActor(outlookJournalisering({ ventPaaOutlook, laesEmne, journaliser, ...options })).start();
  return {
    actor,
    ventPaaOutlook,
    laesEmne,
    journaliser,
    tilstand: () => actor.getSnapshot().value,
    kontekst: () => actor.getSnapshot().context,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('outlook-journalisering', () => {
  it('waits five seconds before it even asks for the Outlook host', async () => {
    const { tilstand, ventPaaOutlook } = start();
    await vi.advanceTimersByTimeAsync(VENTETID_MS - 1);
    expect(tilstand()).toBe('venter');
    expect(ventPaaOutlook).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(ventPaaOutlook).toHaveBeenCalledOnce();
  });

  it('reads the subject once the host is ready, journalises it and keeps the case', async () => {
    const { tilstand, kontekst, journaliser, actor } = start();
    await vi.advanceTimersByTimeAsync(VENTETID_MS);

    expect(journaliser).toHaveBeenCalledExactlyOnceWith('SV: Din anmodning (Anmodning 1)');
    expect(tilstand()).toBe('journaliseret');
    expect(kontekst()).toEqual({ emne: 'SV: Din anmodning (Anmodning 1)', sag });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps waiting, and sends nothing, while the host never becomes ready', async () => {
    const { tilstand, laesEmne, journaliser } = start({ ventPaaOutlook: () => new Promise(() => {}) });
    await vi.advanceTimersByTimeAsync(60_000);

    expect(tilstand()).toBe('venterPaaOutlook');
    expect(laesEmne).not.toHaveBeenCalled();
    expect(journaliser).not.toHaveBeenCalled();
  });

  it('ends without a case when the API refuses, keeping the subject it read', async () => {
    const { tilstand, kontekst } = start({ journaliser: () => Promise.reject(new Error('404')) });
    await vi.advanceTimersByTimeAsync(VENTETID_MS);

    expect(tilstand()).toBe('ikkeJournaliseret');
    expect(kontekst()).toEqual({ emne: 'SV: Din anmodning (Anmodning 1)', sag: null });
  });

  it('ends without calling the API when the subject cannot be read', async () => {
    const { tilstand, journaliser } = start({ laesEmne: () => Promise.reject(new Error('ingen e-mail')) });
    await vi.advanceTimersByTimeAsync(VENTETID_MS);

    expect(tilstand()).toBe('ikkeJournaliseret');
    expect(journaliser).not.toHaveBeenCalled();
  });

  it('clears its timer when stopped, so a closed page never reaches the host', async () => {
    const { actor, ventPaaOutlook } = start();
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(VENTETID_MS);
    expect(ventPaaOutlook).not.toHaveBeenCalled();
  });
});
