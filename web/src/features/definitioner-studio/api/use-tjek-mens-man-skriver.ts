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
  /**
   * The last answer in words for a polite live region: the same text until the answer changes, so typing is not read aloud.
   * It counts the problems the editor shows (`vises`); those elsewhere in the draft are counted apart.
   */
  melding: string;
}

export interface TjekValg {
  /**
   * The saved draft as the editor knows it (udkastRevision): an answer is about the draft it was asked of, so one
   * asked before a save is not shown as current after it, though the unsaved files are the same.
   */
  revision: string;
  /** The problems the editor shows where the analyst is; the rest are said as found elsewhere. All of them when left out. */
  vises?: (fejl: DefinitionsFejl) => boolean;
  /** How long the typing pauses before the check is asked for. */
  pauseMs?: number;
}

interface Svar {
  udkast: string;
  noegle: string;
  fejl?: DefinitionsFejl[];
  problem?: unknown;
}

/**
 * The saved draft as an editor page knows it, for TjekValg.revision: the page's saves (its `runde`, which rises
 * at once) and the draft's step count as last read (Fortryd, Gentag and others' saves, once read).
 */
export function udkastRevision(runde: number, udkast?: { skridt?: number; historik: readonly unknown[] }): string {
  return `${runde}:${udkast?.skridt ?? udkast?.historik.length ?? ''}`;
}

/**
 * The studio editors' one way to check what the analyst types: once the typing pauses, the draft's
 * check (POST …/Tjek) with the editor's unsaved files (by path) laid over the draft. The call of older
 * edits is aborted when newer ones come, and an answer that arrives for them anyway is ignored.
 */
export function useTjekMensManSkriver(
  udkastId: string,
  ugemte: Readonly<Record<string, unknown>>,
  { revision, vises, pauseMs = PAUSE_MS }: TjekValg,
): TjekMensManSkriver {
  const udkast = JSON.stringify([udkastId, revision]);
  const noegle = Object.keys(ugemte).length === 0 ? '' : JSON.stringify(ugemte);
  const [svar, setSvar] = useState<Svar>();

  useEffect(() => {
    if (noegle === '') return;
    const afbryd = new AbortController();
    const timer = setTimeout(() => {
      tjekUdkast(udkastId, JSON.parse(noegle) as Record<string, unknown>, afbryd.signal).then(
        (fejl) => {
          if (!afbryd.signal.aborted) setSvar({ udkast, noegle, fejl });
        },
        (problem: unknown) => {
          if (!afbryd.signal.aborted) setSvar({ udkast, noegle, problem });
        },
      );
    }, pauseMs);
    return () => {
      clearTimeout(timer);
      afbryd.abort();
    };
  }, [udkastId, udkast, noegle, pauseMs]);

  // An answer about the draft before a save says nothing of it now: the saved check holds until the new answer comes.
  if (noegle === '' || svar === undefined || svar.udkast !== udkast) return { tjekker: noegle !== '', melding: '' };
  const tjekker = svar.noegle !== noegle;
  if (svar.problem !== undefined)
    return { problem: svar.problem, tjekker, melding: t('definitionerWeb.tjek.ugemte.kunneIkke', { fejl: fejlTekst(svar.problem) }) };
  const fejl = svar.fejl ?? [];
  return { fejl, tjekker, melding: melding(fejl, vises) };
}

/** The answer in words: the count is of the problems the editor shows, so what is said matches what is seen. */
function melding(fejl: readonly DefinitionsFejl[], vises?: (f: DefinitionsFejl) => boolean): string {
  const antal = vises ? fejl.filter(vises).length : fejl.length;
  const andre = fejl.length - antal;
  if (andre > 0)
    return antal === 0
      ? t('definitionerWeb.tjek.ugemte.kunAndre', { andre })
      : t('definitionerWeb.tjek.ugemte.fejlOgAndre', { antal, andre });
  return antal === 0 ? t('definitionerWeb.tjek.ugemte.ok') : t('definitionerWeb.tjek.ugemte.fejl', { antal });
}
