import type { ReactNode } from 'react';
import { AdminKontoKontekst } from '../../shared/admin-konto/admin-konto';
import { useHent } from '../../shared/api/use-hent';
import { hentMig } from './api/hent-mig';

/** Fetches who is signed in once per login, for the menu, the landing page and the features to read (useAdminKonto, useMaa). */
export function AdminKontoProvider({ children }: { children: ReactNode }) {
  const { data } = useHent('admin-mig', hentMig);
  return <AdminKontoKontekst value={data}>{children}</AdminKontoKontekst>;
}
