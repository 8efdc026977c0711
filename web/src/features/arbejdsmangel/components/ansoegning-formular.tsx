import { useCallback, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { FeltFejl } from '@engine/felt-fejl';
import { ApiFejl } from '../../../shared/api/client';
import type { Genoptagelse } from '../../../shared/kladde/genoptag-kladde';
import { KladdeStatusLinje } from '../../../shared/kladde/kladde-status';
import { useKladde } from '../../../shared/kladde/use-kladde';
import { useOpretAnsoegning, type ArbejdsmangelAnsoegning } from '../api/opret-ansoegning';
import { dubletFejl } from '../utils/dubletter';
import { ingenTimerIPerioden, udenTimerUdenforPerioden } from '../utils/uden-for-perioden';
import { KontrolSide } from './kontrol-side';
import { Kvittering } from './kvittering';
import { UdfyldFormular } from './udfyld-formular';

type Kladde = Partial<ArbejdsmangelAnsoegning>;

const tomKladde: Kladde = { medarbejdere: [] };
/** The check page has an address of its own (?trin=kontrol), so the browser's Back returns to the form. */
const KONTROL = { trin: 'kontrol' };

/**
 * The application in three steps: the form, 'Kontrollér dine oplysninger' (sends from there) and the
 * receipt. Hours outside the period go only when it is sent (or the person removes them on the form).
 */
export function AnsoegningFormular({ genoptagelse }: { genoptagelse: Genoptagelse<Kladde> }) {
  const [kladde, setKladde] = useState<Kladde>(genoptagelse.kladde?.data ?? tomKladde);
  // The valid application the check page shows; any change to the form withdraws it.
  const [klar, setKlar] = useState<ArbejdsmangelAnsoegning>();
  const [fejl, setFejl] = useState<readonly FeltFejl[]>();
  const [kvittering, setKvittering] = useState<{ id: number; ansoegning: ArbejdsmangelAnsoegning }>();
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  // Why the last attempt to send failed, when it was not the fields' fault (those go back on the form).
  const [indsendFejl, setIndsendFejl] = useState<unknown>();
  const { opret, indsender } = useOpretAnsoegning();
  // Kept on the server as it changes; once sent, the server has deleted it and nothing is saved again.
  const { status } = useKladde('arbejdsmangel', genoptagelse, { data: kladde, indsender, udgave: kvittering ? 1 : 0 });

  const aendr = useCallback((ny: Kladde) => {
    setKladde(ny);
    setKlar(undefined);
  }, []);

  function fortsaet(ansoegning: ArbejdsmangelAnsoegning) {
    const problemer = [...dubletFejl(ansoegning.medarbejdere), ...ingenTimerIPerioden(ansoegning.medarbejdere, ansoegning.periode)];
    setFejl(problemer.length > 0 ? problemer : undefined);
    if (problemer.length > 0) return;
    setIndsendFejl(undefined);
    setKlar(ansoegning);
    setParams(KONTROL);
  }

  async function indsend(ansoegning: ArbejdsmangelAnsoegning) {
    const sendt = udenTimerUdenforPerioden(ansoegning);
    setIndsendFejl(undefined);
    const svar = await opret(sendt);
    if ('id' in svar) {
      setKvittering({ id: svar.id, ansoegning: sendt });
      // The receipt stands where the form was; Back does not lead to sending it again.
      setParams({}, { replace: true });
    } else if (svar.fejl instanceof ApiFejl && svar.fejl.problem.errors?.length) {
      // The server's field messages belong on the form, where they can be put right.
      setFejl(svar.fejl.problem.errors);
      setParams({});
    } else {
      setIndsendFejl(svar.fejl);
    }
  }

  if (kvittering) return <Kvittering id={kvittering.id} ansoegning={kvittering.ansoegning} />;
  if (params.get('trin') === KONTROL.trin && klar) {
    return <KontrolSide ansoegning={klar} onIndsend={() => void indsend(klar)} indsender={indsender} fejl={indsendFejl} />;
  }
  return (
    <>
      <KladdeStatusLinje status={status} />
      <UdfyldFormular kladde={kladde} onAendr={aendr} onFortsaet={fortsaet} fejl={fejl} ret={retFra(state)} />
    </>
  );
}

/** Where a 'Ret' link on the check page sent the person (the link's navigation state). */
function retFra(state: unknown): number | string | undefined {
  const ret = (state as { ret?: unknown } | null)?.ret;
  return typeof ret === 'number' || typeof ret === 'string' ? ret : undefined;
}
