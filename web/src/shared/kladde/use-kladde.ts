import { useEffect, useState } from 'react';
import { SESSION_ADVARSEL_HAENDELSE } from '../session/session-udloeb';
import { gemKladde, kladdeSti } from './api/gem-kladde';
import type { Formular } from './formularer';
import type { Genoptagelse } from './genoptag-kladde';
import { gemIkkeGemt, glemIkkeGemt } from './ikke-gemt';
import { KladdeGemmer, type KladdeStatus, type KladdeTilstand } from './kladde-gemmer';

// A browser sends a request while the page closes only up to 64 KB.
const MAKS_AFSKED_TEGN = 60_000;

/**
 * Keeps the form as a draft on the server while the person works (KladdeGemmer). Changes still
 * unsaved when the page goes are sent as it closes and kept in the tab for the same person's next
 * login there, since a 401 sends the browser to the login.
 */
export function useKladde<T>(formular: Formular, start: Genoptagelse<T>, tilstand: KladdeTilstand<T>): { status: KladdeStatus } {
  const [status, setStatus] = useState<KladdeStatus>(
    start.kladde?.opdateret && !start.ikkeGemt ? { type: 'genoptaget', tid: start.kladde.opdateret } : null,
  );
  const [gemmer] = useState(
    () =>
      new KladdeGemmer({
        version: start.version,
        referencer: start.referencer,
        ikkeGemt: start.ikkeGemt,
        trin: start.kladde?.trin,
        gem: async (body) => {
          const svar = await gemKladde(formular, body);
          glemIkkeGemt(formular);
          return svar;
        },
        paaStatus: setStatus,
        glem: () => glemIkkeGemt(formular),
      }),
  );

  const { data, trin, indsender, udgave } = tilstand;
  useEffect(() => {
    gemmer.opdater({ data, trin, indsender, udgave });
  }, [gemmer, data, trin, indsender, udgave]);

  // Only what the person does makes a draft, not the form filling in its defaults as it opens.
  useEffect(() => {
    const handling = () => gemmer.brugerHandling();
    const typer = ['input', 'change', 'click', 'keydown'] as const;
    for (const type of typer) document.addEventListener(type, handling, { capture: true });
    return () => {
      for (const type of typer) document.removeEventListener(type, handling, { capture: true });
    };
  }, [gemmer]);

  // The page warns that the session is ending: what waits for its quiet time is saved now, before any new login.
  useEffect(() => {
    const gemNu = () => gemmer.forlad();
    window.addEventListener(SESSION_ADVARSEL_HAENDELSE, gemNu);
    return () => window.removeEventListener(SESSION_ADVARSEL_HAENDELSE, gemNu);
  }, [gemmer]);

  useEffect(() => {
    const afsked = () => {
      const body = gemmer.ikkeGemt();
      if (!body) return;
      const { indsender: underIndsendelse, ...gem } = body;
      gemIkkeGemt(formular, { ejer: start.ejer, ...gem });
      const tekst = JSON.stringify(gem);
      // A save sent during a submission could land after it and bring the draft back.
      if (underIndsendelse || tekst.length > MAKS_AFSKED_TEGN) return;
      void fetch(kladdeSti(formular), {
        method: 'PUT',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: tekst,
      }).catch(() => undefined);
    };
    window.addEventListener('pagehide', afsked);
    return () => {
      window.removeEventListener('pagehide', afsked);
      gemmer.forlad();
    };
  }, [gemmer, formular, start.ejer]);

  return { status };
}
