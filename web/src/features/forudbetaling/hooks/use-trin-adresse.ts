import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adresseFor, tilstandFor } from '../utils/trin-adresse';

/** The part of the wizard's actor the address needs: the step shown, and a way to ask for another. */
interface TrinActor {
  send: (haendelse: { type: 'GAA_TIL'; trin: string }) => void;
  getSnapshot: () => { value: unknown };
}

/**
 * Keeps the step shown in the address (`?trin=faktura`: a query, so it never meets SPEC's
 * /anmod/{ansogningNr}). A step reached by the buttons gets a history entry of its own, so the
 * browser's Back and Forward move between steps; an address that changes (Back, Forward, a 'Ret'
 * link) asks the machine for its step, and one the machine refuses (a step not reached yet, or any
 * after the receipt) is replaced by the step shown.
 */
export function useTrinAdresse(actor: TrinActor, trin: string, tilstande: readonly string[], vistTrin: (tilstand: string) => string) {
  const [params, setParams] = useSearchParams();
  const adresse = params.get('trin');
  const sidsteTrin = useRef<string>(undefined);

  useEffect(() => {
    const maskinenFlyttede = sidsteTrin.current !== undefined && sidsteTrin.current !== trin;
    sidsteTrin.current = trin;
    const iAdressen = tilstandFor(adresse, tilstande);
    if (iAdressen === trin) return;
    if (maskinenFlyttede) return setParams({ trin: adresseFor(trin) });
    if (iAdressen !== undefined) {
      actor.send({ type: 'GAA_TIL', trin: iAdressen });
      // Allowed, the machine's new step renders next with the address already right.
      if (vistTrin(String(actor.getSnapshot().value)) === iAdressen) return;
    }
    setParams({ trin: adresseFor(vistTrin(String(actor.getSnapshot().value))) }, { replace: true });
  }, [actor, adresse, trin, tilstande, vistTrin, setParams]);
}
