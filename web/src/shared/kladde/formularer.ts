import type { Kontekst } from '../api/client';

/** The forms a draft is kept of (the server's fixed set), and whose login each runs in. */
export const KLADDE_FORMULARER = { forudbetaling: 'loenmodtager', arbejdsmangel: 'virksomhed' } as const satisfies Record<
  string,
  Exclude<Kontekst, 'admin'>
>;

export type Formular = keyof typeof KLADDE_FORMULARER;

/** Where each form is continued. */
export const KLADDE_STIER: Record<Formular, string> = {
  forudbetaling: '/app/forudbetaling/anmod',
  arbejdsmangel: '/app/virksomhed/arbejdsmangel/anmod',
};
