import { useEffect, useState } from 'react';
import { erGyldigtCvr } from '@engine/formats/cvr';
import { findLeverandoer, type Leverandoer } from '../api/find-leverandoer';
import { findVirksomhed } from '../api/find-virksomhed';
import { hentAnsoegning, type Ansoegning } from '../api/hent-ansoegning';
import { leverandoerNoegle, type Opslag } from '../utils/tjek-rettelse';

/**
 * The lookups the correction rules need (SPEC §5.3): each application once, and for every valid
 * CVR the name in the CVR register and the supplier in the finance system of each application's
 * fund. Answers are kept by CVR, so going back to an earlier number needs no new call.
 */
export function useOpslag(cvr: string, ansogningIder: readonly number[]) {
  const [ansoegninger, setAnsoegninger] = useState<ReadonlyMap<number, Ansoegning>>(new Map());
  const [cvrNavne, setCvrNavne] = useState<ReadonlyMap<string, string | null>>(new Map());
  const [leverandoerer, setLeverandoerer] = useState<ReadonlyMap<string, Leverandoer | null>>(new Map());
  const [ansoegningFejl, setAnsoegningFejl] = useState<unknown>();
  const [fejletCvr, setFejletCvr] = useState<string>();
  const ider = ansogningIder.join(',');

  useEffect(() => {
    const controller = new AbortController();
    const liste = ider.split(',').map(Number);
    Promise.all(liste.map((id) => hentAnsoegning(id, controller.signal))).then(
      (fundne) => setAnsoegninger(new Map(fundne.map((a) => [a.ansogningId, a]))),
      (fejl: unknown) => {
        if (!controller.signal.aborted) setAnsoegningFejl(fejl);
      },
    );
    return () => controller.abort();
  }, [ider]);

  const kendt = cvrNavne.has(cvr);
  useEffect(() => {
    if (!erGyldigtCvr(cvr) || kendt) return;
    const controller = new AbortController();
    const { signal } = controller;
    const fejlet = () => {
      if (!signal.aborted) setFejletCvr(cvr);
    };
    const liste = ider.split(',').map(Number);
    Promise.all([
      findVirksomhed(cvr, signal),
      Promise.all(liste.map(async (id) => [leverandoerNoegle(cvr, id), await findLeverandoer(cvr, id, signal)] as const)),
    ]).then(([navn, fundne]) => {
      // Both answers land together, so the rules never see the name without the finance system's answer.
      setLeverandoerer((nu) => new Map([...nu, ...fundne]));
      setCvrNavne((nu) => new Map(nu).set(cvr, navn));
    }, fejlet);
    return () => controller.abort();
  }, [cvr, ider, kendt]);

  const opslag: Opslag = { ansoegninger, cvrNavne, leverandoerer };
  return { opslag, ansoegningFejl, cvrOpslagFejlet: fejletCvr === cvr && !kendt };
}
