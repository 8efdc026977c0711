import { apiFetch } from '../../../shared/api/client';

/** An application as the admin checks a participation against it (SPEC §3.2 "Application detail"). */
export interface Ansoegning {
  ansogningId: number;
  ansoegningsnummer: string;
  kursusNavn: string;
  gaeldendeFra: string;
  gaeldendeTil: string;
  deltagerGebyr: number;
  statusKode: string;
  fond: string;
}

export function hentAnsoegning(ansogningId: number, signal?: AbortSignal): Promise<Ansoegning> {
  return apiFetch(`/api/AnsogningAdmin/HentAnsogning?ansogningId=${ansogningId}`, { kontekst: 'admin', signal });
}
