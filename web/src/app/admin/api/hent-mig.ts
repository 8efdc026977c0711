import type { Admin as AdminKonto } from '@contract/identitet';
import { erRolle } from '@engine/roller';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';

export type { AdminKonto };

const path = '/api/auth/mig';

export async function hentMig(signal?: AbortSignal): Promise<AdminKonto> {
  const svar = await apiFetch<unknown>(path, { kontekst: 'admin', signal });
  if (!erAdminKonto(svar)) throw new UventetDataFejl(path);
  return svar;
}

function erAdminKonto(v: unknown): v is AdminKonto {
  if (typeof v !== 'object' || v === null) return false;
  const { brugernavn, navn, email, roller } = v as Record<string, unknown>;
  return (
    typeof brugernavn === 'string' &&
    typeof navn === 'string' &&
    typeof email === 'string' &&
    Array.isArray(roller) &&
    roller.every(erRolle)
  );
}
