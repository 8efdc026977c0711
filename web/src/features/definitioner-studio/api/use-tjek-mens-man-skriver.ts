import { useEffect, useState } from 'react';
import { t } from '@engine/tekster';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { tjekUdkast, type DefinitionsFejl } from './tjek-udkast';

/** How long the typing pauses before the check of the unsaved edits is asked for. */
export const PAUSE_MS = 500;

export interface TjekMensManSkriver {
  /**
   * The problems the check found in the draft with the unsaved edits laid over it (the last answer while a
   * newer one is on its way); undefined when there are no unsaved edits or no answer yet: the saved check holds.
   */
  fejl?: readonly DefinitionsFejl[];
  /** Why the check of the edits could not run (a file over the limit, the network). */
  problem?: unknown;
  /** A check of newer edits is waiting for the pause or on its way. */
  tjekker: boolean;
  /** The last answer in words for a polite live region: the same text until the answer changes, so typing is not read aloud. */
  melding: string;
}

interface Svar {
  noegle: string;
  fejl?: DefinitionsFejl[];
  problem?: unknown;
}

/**
 * The studio editors' one way to check what the analyst types: once the typing pauses, the draft's
 * check (POST …/Tjek) with the editor's unsaved files (by path) laid over the draft. The call of older
 * edits is aborted when newer ones come, and an answer that arrives for them anyway is ignored.
 */
export function useTjekMensManSkriver(
  udkastId: string,
  ugemte: Readonly<Record<string, unknown>>,
  pauseMs: number = PAUSE_MS,
): TjekMensManSkriver {
  const noegle = Object.keys(ugemte).length === 0 ? '' : JSON.stringify(ugemte);
  const [svar, setSvar] = useState<Svar>();

  useEffect(() => {
    if (noegle === '') return;
    const afbryd = new AbortController();
    const timer = setTimeout(() => {
      tjekUdkast(udkastId, JSON.parse(noegle) as Record<string, unknown>, afbryd.signal).then(
        (fejl) => {
          if (!afbryd.signal.aborted) setSvar({ noegle, fejl });
        },
        (problem: unknown) => {
          if (!afbryd.signal.aborted) setSvar({ noegle, problem });
        },
      );
    }, pauseMs);
    return () => {
      clearTimeout(timer);
      afbryd.abort();
    };
  }, [udkastId, noegle, pauseMs]);

  if (noegle === '' || svar === undefined) return { tjekker: noegle !== '', melding: '' };
  const tjekker = svar.noegle !== noegle;
  if (svar.problem !== undefined)
    return { problem: svar.problem, tjekker, melding: t('definitionerWeb.tjek.ugemte.kunneIkke', { fejl: fejlTekst(svar.problem) }) };
  const fejl = svar.fejl ?? [];
  const melding = fejl.length === 0 ? t('definitionerWeb.tjek.ugemte.ok') : t('definitionerWeb.tjek.ugemte.fejl', { antal: fejl.length });
  return { fejl, tjekker, melding };
}
