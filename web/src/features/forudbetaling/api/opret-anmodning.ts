import { apiFetch } from '../../../shared/api/client';

/** The body of POST /api/Forudbetaling/OpretForudbetalingAnmodning (SPEC §7, schemas/forudbetaling-opret.schema.json). */
export interface OpretBody {
  status: 'Oprettet';
  deltagelser: { ansogningId: number; pris: number; periodeStart: string; periodeSlut: string }[];
  faktura: {
    fakturaNummer: string;
    cvr: string;
    dokument: { dataUri: string };
    bankOverfoersel?: { regNr: string; kontoNummer: string };
    indbetalingskort?: { kortArt: string; betalingsId: string; kreditorNummer: string };
  };
}

/** Creates the request; resolves to its id. */
export async function opretAnmodning(body: OpretBody): Promise<number> {
  const { id } = await apiFetch<{ id: number }>('/api/Forudbetaling/OpretForudbetalingAnmodning', {
    kontekst: 'loenmodtager',
    method: 'POST',
    body,
  });
  return id;
}
