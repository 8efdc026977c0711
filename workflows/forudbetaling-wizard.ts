import { assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import config from './forudbetaling-wizard.machine.json';
import { medAfledteTrin, schemaerFoer, type WizardConfig } from './wizard-trin';

/** An application that can be prepaid (SPEC §3.1 "Possible application"), with its fee and valid period to warn by. */
export interface Tilskud {
  id: number;
  ansoegningsnummer: string;
  uddannelse: { navn: string };
  deltagerGebyr?: number;
  gaeldendeFra?: string;
  gaeldendeTil?: string;
}

/** One course participation of the draft; prices and dates are missing until entered. */
export interface Deltagelse {
  tilskud: Tilskud;
  pris?: number;
  periode?: { startdato?: string; afslutningsdato?: string };
}

export type Betalingsmetode = 'bankoverfoersel' | 'indbetalingskort';

export interface Betalingsoplysninger {
  betalingsmetode?: Betalingsmetode;
  registreringsnummer?: string;
  kontonummer?: string;
  kortart?: string;
  betalingsidentitet?: string;
  kreditornummer?: string;
}

export interface Fakturaoplysninger {
  /** filtype: the real type by the first bytes; a file too big or of another type has no url. */
  dokument?: { url?: string; filnavn?: string; stoerrelse?: number; filtype?: string };
  fakturanummer?: string;
  leverandoer?: { cvr?: string; navn?: string };
  betalingsoplysninger?: Betalingsoplysninger;
}

/** The prepayment request draft (SPEC §3.1) that every step's form edits a part of. */
export interface Kladde {
  deltagelser: Deltagelse[];
  fakturaoplysninger?: Fakturaoplysninger;
  betingelserAccepteret?: boolean;
  /** Fields of a step an analyst added (its schema names them); sent as they are. */
  [felt: string]: unknown;
}

/** A field error of the server's answer, at a JSON Pointer into the request body. */
export interface ServerFejl {
  path: string;
  message: string;
}

export interface WizardKontekst {
  kladde: Kladde;
  /** The steps the user has tried to leave forwards: their messages show from then on. */
  forsoegt: Partial<Record<string, boolean>>;
  /** Whether the check page has been shown: from then on forward returns to it when all is valid. */
  kontrolSet: boolean;
  /** Why the last submission failed; null when it did not. */
  indsendFejl: unknown;
  /** The server's field errors of a submission refused for a step's field (e.g. 409 one request per invoice). */
  serverFejl: ServerFejl[];
  /** The id of the created request, once submitted. */
  anmodningId: number | null;
}

export type WizardHaendelse =
  | { type: 'FORTSAET' }
  | { type: 'TILBAGE' }
  | { type: 'OPDATER'; kladde: Kladde }
  /** To a step by its address (browser Back and Forward, reload, 'Ret'); allowed when the steps before it are valid. */
  | { type: 'GAA_TIL'; trin: string };

/** What a refused call carries: its HTTP status and the problem's field errors (shared/api/client's ApiFejl). */
interface AfvistKald {
  status?: number;
  problem?: { errors?: ServerFejl[] };
}

export interface WizardOptions {
  /** Sends the accepted draft; resolves to the new request's id, rejects when it was not created. */
  indsend: (kladde: Kladde) => Promise<number>;
  /**
   * Whether the draft satisfies a step's schema (the schema that step's form renders), by its
   * precompiled validator. The web's loads with the step's form, so a step's chunk comes when the
   * step does, not all four with the first.
   */
  erGyldig: (schemaId: string, kladde: Kladde) => boolean;
}

/** The prepayment wizard of SPEC §4.1: workflows/forudbetaling-wizard.machine.json with its guard, actions and actor. */
export function forudbetalingWizard({ indsend, erGyldig }: WizardOptions) {
  return setup({
    types: {} as { context: WizardKontekst; events: WizardHaendelse },
    guards: {
      trinErGyldigt: ({ context }, params: { schema: string }) => erGyldig(params.schema, context.kladde),
      // GAA_TIL names its step; another event (forward to the check page) needs only the steps before it valid.
      kanGaaTil: ({ context, event }, params: { trin: string; kontrolSet?: boolean }) =>
        (event.type !== 'GAA_TIL' || event.trin === params.trin) &&
        (!params.kontrolSet || context.kontrolSet) &&
        schemaerFoer(wizardConfig, params.trin).every((schema) => erGyldig(schema, context.kladde)),
      afvistVed: ({ event }, params: { status: number; sti: string }) => {
        const fejl = (event as unknown as ErrorActorEvent<AfvistKald>).error;
        return fejl?.status === params.status && (fejl.problem?.errors ?? []).some((f) => f.path.startsWith(params.sti));
      },
    },
    actions: {
      opdaterKladde: assign({ kladde: ({ context, event }) => (event.type === 'OPDATER' ? event.kladde : context.kladde) }),
      markerForsoegt: assign({ forsoegt: ({ context }, params: { trin: string }) => ({ ...context.forsoegt, [params.trin]: true }) }),
      markerKontrolSet: assign({ kontrolSet: true }),
      // Done and error events of the invoked actor are not among the typed events of setup().
      gemAnmodningId: assign({ anmodningId: ({ event }) => (event as unknown as DoneActorEvent<number>).output }),
      gemIndsendFejl: assign({ indsendFejl: ({ event }) => (event as unknown as ErrorActorEvent).error }),
      gemServerFejl: assign({ serverFejl: ({ event }) => (event as unknown as ErrorActorEvent<AfvistKald>).error.problem?.errors ?? [] }),
      glemIndsendFejl: assign({ indsendFejl: null, serverFejl: [] }),
    },
    actors: {
      indsend: fromPromise<number, Kladde>(({ input }) => indsend(input)),
    },
  }).createMachine(medIndsendInput(medAfledteTrin(wizardConfig)));
}

/** The machine's JSON: its steps are the states whose meta names a title (workflows/wizard-trin.ts). */
export const wizardConfig = config as WizardConfig;

/**
 * The JSON config with the one thing JSON cannot say: that the submission actor is given the draft.
 * xstate checks the shape when it builds the machine.
 */
function medIndsendInput(json: WizardConfig) {
  const indsender = json.states['indsender'] ?? {};
  const invoke = { ...(indsender['invoke'] as object), input: ({ context }: { context: WizardKontekst }) => context.kladde };
  return { ...json, states: { ...json.states, indsender: { ...indsender, invoke } } } as unknown as {
    context: WizardKontekst;
    states: Record<string, object>;
  };
}
