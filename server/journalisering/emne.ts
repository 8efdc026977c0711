import type { SagsType } from '../../contract/journalisering';

/** A case an e-mail subject refers to, in the order the subject names them. */
export interface Sagsreference {
  type: SagsType;
  /** The case id; for a course application its number as written (e.g. A-2026-001001). */
  reference: string;
}

// 'Anmodning 12', 'anmodning nr. 12', 'Anmodning #12' — the portal's own e-mails say '(Anmodning 12)'.
const ANMODNING = /\banmodning(?:\s*(?:nr\.?|id))?\s*[#:]?\s*(\d{1,9})\b/gi;
// 'Ansøgning 7' / 'Ansoegning 7' / 'Arbejdsmangel 7' — the work-shortage receipts say '(Ansøgning 7)'.
const ANSOEGNING = /\b(?:ans(?:ø|oe)gning|arbejdsmangel)(?:\s*(?:nr\.?|id))?\s*[#:]?\s*(\d{1,9})\b/giu;
// A course application number as the fund writes it.
const KURSUSANSOEGNING = /\b(A-\d{4}-\d{6})\b/gi;

/** Every case reference in a subject line, in order, without repeats. */
export function findSagsreferencer(emne: string): Sagsreference[] {
  const fund: { index: number; ref: Sagsreference }[] = [];
  for (const m of emne.matchAll(ANMODNING)) fund.push({ index: m.index, ref: { type: 'anmodning', reference: m[1]! } });
  for (const m of emne.matchAll(ANSOEGNING)) fund.push({ index: m.index, ref: { type: 'arbejdsmangel', reference: m[1]! } });
  for (const m of emne.matchAll(KURSUSANSOEGNING))
    fund.push({ index: m.index, ref: { type: 'kursusansoegning', reference: m[1]!.toUpperCase() } });
  const set = new Set<string>();
  return fund
    .sort((a, b) => a.index - b.index)
    .map((f) => f.ref)
    .filter((r) => {
      const noegle = `${r.type}:${r.reference}`;
      if (set.has(noegle)) return false;
      set.add(noegle);
      return true;
    });
}
