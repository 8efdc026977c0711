import { createContext, useContext } from 'react';
import type { Admin as AdminKonto } from '@contract/identitet';
import { kanAabne } from '@engine/app-ruter';
import { maa, type AdminArbejde } from '@engine/roller';

/** The signed-in staff member, which the admin area fetches once per login (app/admin/admin-konto.tsx). */
export const AdminKontoKontekst = createContext<AdminKonto | undefined>(undefined);

/** The signed-in staff member; undefined while loading. */
export function useAdminKonto(): AdminKonto | undefined {
  return useContext(AdminKontoKontekst);
}

/**
 * Whether the signed-in staff member's roles may do this kind of work (engine/roller.ts, as the server
 * decides); false while the account loads. For a feature's link to a screen some roles may not open.
 */
export function useMaa(arbejde: AdminArbejde): boolean {
  const konto = useAdminKonto();
  return konto !== undefined && maa(konto.roller, arbejde);
}

/** Whether the signed-in staff member may open the admin screen at this path (engine/app-ruter.ts); false while the account loads. For a link to it. */
export function useKanAabne(sti: string): boolean {
  const konto = useAdminKonto();
  return konto !== undefined && kanAabne(konto.roller, sti);
}
