import { createContext, useContext, type ReactNode } from 'react';
import { useHent } from '../../shared/api/use-hent';
import { hentMig, type AdminKonto } from './api/hent-mig';

const Konto = createContext<AdminKonto | undefined>(undefined);

/** Fetches who is signed in once per login, for the menu and the landing page to read. */
export function AdminKontoProvider({ children }: { children: ReactNode }) {
  const { data } = useHent('admin-mig', hentMig);
  return <Konto value={data}>{children}</Konto>;
}

/** The signed-in staff member; undefined while loading. */
export function useAdminKonto(): AdminKonto | undefined {
  return useContext(Konto);
}
