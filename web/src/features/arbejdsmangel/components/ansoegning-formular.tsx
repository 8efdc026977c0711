import { useCallback, useState } from 'react';
import type { FeltFejl } from '@engine/felt-fejl';
import { ApiFejl } from '../../../shared/api/client';
import type { Genoptagelse } from '../../../shared/kladde/genoptag-kladde';
import { KladdeStatusLinje } from '../../../shared/kladde/kladde-status';
import { useKladde } from '../../../shared/kladde/use-kladde';
import { useOpretAnsoegning, type ArbejdsmangelAnsoegning } from '../api/opret-ansoegning';
import { dubletFejl } from '../utils/dubletter';
import { ingenTimerIPerioden, udenTimerUdenforPerioden } from '../utils/uden-for-perioden';
import { Kvittering } from './kvittering';
import { UdfyldFormular } from './udfyld-formular';

type Kladde = Partial<ArbejdsmangelAnsoegning>;

const tomKladde: Kladde = { medarbejdere: [] };

/**
 * The application: the form, whose last part shows it all to check and sends it with 'Indsend
 * ansøgning' (SPEC §2.4), then the receipt. Hours outside the period go only when it is sent (or the
 * person removes them on the form).
 */
export function AnsoegningFormular({ genoptagelse }: { genoptagelse: Genoptagelse<Kladde> }) {
  const [kladde, setKladde] = useState<Kladde>(genoptagelse.kladde?.data ?? tomKladde);
  const [fejl, setFejl] = useState<readonly FeltFejl[]>();
  const [kvittering, setKvittering] = useState<{ id: number; ansoegning: ArbejdsmangelAnsoegning }>();
  // Why the last attempt to send failed, when it was not the fields' fault (those show at the fields).
  const [indsendFejl, setIndsendFejl] = useState<unknown>();
  const { opret, indsender } = useOpretAnsoegning();
  // Kept on the server as it changes; once sent, the server has deleted it and nothing is saved again.
  const { status } = useKladde('arbejdsmangel', genoptagelse, { data: kladde, indsender, udgave: kvittering ? 1 : 0 });

  const aendr = useCallback((ny: Kladde) => {
    setKladde(ny);
    setIndsendFejl(undefined);
  }, []);

  async function indsend(ansoegning: ArbejdsmangelAnsoegning) {
    const problemer = [...dubletFejl(ansoegning.medarbejdere), ...ingenTimerIPerioden(ansoegning.medarbejdere, ansoegning.periode)];
    setFejl(problemer.length > 0 ? problemer : undefined);
    setIndsendFejl(undefined);
    if (problemer.length > 0) return;
    const sendt = udenTimerUdenforPerioden(ansoegning);
    const svar = await opret(sendt);
    if ('id' in svar) {
      setKvittering({ id: svar.id, ansoegning: sendt });
    } else if (svar.fejl instanceof ApiFejl && svar.fejl.problem.errors?.length) {
      // The server's field messages belong at their fields, where they can be put right.
      setFejl(svar.fejl.problem.errors);
    } else {
      setIndsendFejl(svar.fejl);
    }
  }

  if (kvittering) return <Kvittering id={kvittering.id} ansoegning={kvittering.ansoegning} />;
  return (
    <>
      <KladdeStatusLinje status={status} />
      <UdfyldFormular
        kladde={kladde}
        onAendr={aendr}
        onIndsend={(ansoegning) => void indsend(ansoegning)}
        fejl={fejl}
        indsender={indsender}
        indsendFejl={indsendFejl}
      />
    </>
  );
}
