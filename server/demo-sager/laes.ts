import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kursusansoegning } from '../kursusansoegning/kursusansoegninger';

/** The demo cases of content/demo/demosager.json: their own people, companies and courses, and the steps each case is taken through. */
export interface DemoSager {
  loenmodtagere: { id: string; navn: string; cpr: string; email: string; virksomhedCvr: string }[];
  virksomheder: { cvr: string; navn: string; email: string; kanSoegeArbejdsmangel: boolean }[];
  kursusansoegninger: Kursusansoegning[];
  anmodninger: {
    loenmodtager: string;
    deltagelser: { ansogningId: number; pris: number; periodeStart: string; periodeSlut: string }[];
    fakturaNummer: string;
    /** The secretariat's decision, by the e-mail template it sends (none: the request waits). */
    behandling: ('AnmodningGodkendt' | 'AnmodningAfvist')[];
    /** A rejection's reason, as the secretariat writes it. */
    begrundelse?: string;
  }[];
  arbejdsmangel: { virksomhed: string; ansoegning: Record<string, unknown>; behandling: string[] }[];
}

export const laesDemoSager = (contentDir: string): DemoSager | undefined => {
  try {
    return JSON.parse(readFileSync(join(contentDir, 'demo', 'demosager.json'), 'utf8')) as DemoSager;
  } catch (error) {
    // A CONTENT_DIR of its own may have no demo cases: then there are none.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};
