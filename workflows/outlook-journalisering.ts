import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import type { JournaliseringSvar } from '../contract/journalisering';
import config from './outlook-journalisering.machine.json';

/** SPEC §9: the add-in page waits this long before it awaits the Outlook host. */
export const VENTETID_MS = 5_000;

/** The case an e-mail was journalised on, as POST /api/JournaliseringAdmin/JournaliserEmail answers it. */
export type Sag = JournaliseringSvar['sag'];

export interface JournaliseringKontekst {
  /** The open e-mail's subject, once read. */
  emne: string | null;
  /** The case it was journalised on, once done. */
  sag: Sag | null;
}

export type JournaliseringTilstand = keyof typeof config.states;

export interface JournaliseringOptions {
  /** Resolves when the mail add-in host is ready; never resolves outside Outlook. */
  ventPaaOutlook: () => Promise<void>;
  /** The subject of the item open in Outlook. */
  laesEmne: () => Promise<string>;
  /** Journalises the e-mail by its subject; rejects when the API refuses. */
  journaliser: (emne: string) => Promise<Sag>;
}

/** The add-in page of SPEC §2.5: workflows/outlook-journalisering.machine.json with its actors. */
export function outlookJournalisering({ ventPaaOutlook, laesEmne, journaliser }: JournaliseringOptions) {
  return setup({
    types: {} as { context: JournaliseringKontekst },
    actions: {
      // Done events of the invoked actors are not among the typed events of setup().
      gemEmne: assign({ emne: ({ event }) => (event as unknown as DoneActorEvent<string>).output }),
      gemSag: assign({ sag: ({ event }) => (event as unknown as DoneActorEvent<Sag>).output }),
    },
    actors: {
      vent5Sekunder: fromPromise<void>(({ signal }) => vent(VENTETID_MS, signal)),
      ventPaaOutlook: fromPromise<void>(() => ventPaaOutlook()),
      laesEmne: fromPromise<string>(() => laesEmne()),
      journaliser: fromPromise<Sag, string>(({ input }) => journaliser(input)),
    },
  }).createMachine(medEmneInput(config));
}

/** A timer that is cleared when the machine stops (the page closes, or React remounts it). */
function vent(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((done) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });
}

/**
 * The JSON config with the one thing JSON cannot say: that the journal call is given the subject.
 * xstate checks the shape when it builds the machine; the type keeps only the state names.
 */
function medEmneInput(json: typeof config) {
  const journaliserer = {
    ...json.states.journaliserer,
    invoke: { ...json.states.journaliserer.invoke, input: ({ context }: { context: JournaliseringKontekst }) => context.emne },
  };
  return { ...json, states: { ...json.states, journaliserer } } as unknown as {
    context: JournaliseringKontekst;
    states: Record<JournaliseringTilstand, object>;
  };
}
