import { useMemo, useState } from 'react';
import type { FeltFejl } from '@engine/felt-fejl';
import type { AnmodningDetalje, BehandletAnmodning } from '../api/hent-anmodning';
import { erAendret, fraDetalje, tilRettelse, type RettelseFormular } from '../utils/rettelse-formular';
import { useValidatorer } from '../../../shared/schema-form/validator';
import { RETTELSE_SCHEMA, skemaFejl, tjekMedOpslag } from '../utils/tjek-rettelse';
import { useOpslag } from './use-opslag';

/**
 * The correction form of a request and every SPEC §5.3 message on it: the schema's (which the form
 * shows itself), the lookups' (`regelFejl`) and, until the next change, those of the server's last
 * refusal. `kanGemmes` only when all hold and no lookup is still under way.
 */
export function useRettelse(detalje: AnmodningDetalje) {
  useValidatorer([RETTELSE_SCHEMA]);
  const [formular, setFormular] = useState(() => fraDetalje(detalje));
  const [serverFejl, setServerFejl] = useState<FeltFejl[]>([]);
  const rettelse = useMemo(() => tilRettelse(formular, detalje), [formular, detalje]);
  const skema = useMemo(() => skemaFejl(rettelse), [rettelse]);
  const ansoegningsnumre = useMemo(
    () => new Map(detalje.deltagelser.map((d) => [d.ansogningId, d.ansoegningsnummer])),
    [detalje.deltagelser],
  );
  const { opslag, ansoegningFejl, cvrOpslagFejlet } = useOpslag(rettelse.faktura?.cvr ?? '', [...ansoegningsnumre.keys()]);
  const tjek = tjekMedOpslag(rettelse, skema, opslag);
  // The same array while the messages are the same, so the form does not redraw its errors at every keystroke.
  const noegle = JSON.stringify(tjek.fejl);
  const regelFejl = useMemo(() => JSON.parse(noegle) as FeltFejl[], [noegle]);

  return {
    formular,
    rettelse,
    fejl: [...skema, ...regelFejl, ...serverFejl],
    regelFejl,
    serverFejl,
    kanGemmes: skema.length === 0 && tjek.fejl.length === 0 && !tjek.venter,
    venter: tjek.venter,
    aendret: erAendret(formular, detalje),
    opslag,
    ansoegningsnumre,
    ansoegningFejl,
    cvrOpslagFejlet,
    aendr: (ny: RettelseFormular) => {
      setFormular(ny);
      setServerFejl([]);
    },
    /** After a save: the form as the server stored it (e.g. trimmed). */
    gemt: (anmodning: BehandletAnmodning) => setFormular(fraDetalje({ ...detalje, ...anmodning })),
    afvist: setServerFejl,
  };
}

export type Rettelsestilstand = ReturnType<typeof useRettelse>;
