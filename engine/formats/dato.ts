/** True for YYYY-MM-DD naming a day that exists in the calendar (no 2026-02-30). */
export function erGyldigDato(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [aar, maaned, dag] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return erRigtigDag(aar, maaned, dag);
}

/** True when the year, month (1–12) and day form a real calendar date. */
export function erRigtigDag(aar: number, maaned: number, dag: number): boolean {
  if (maaned < 1 || maaned > 12 || dag < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC avoids DST edges.
  const sidsteDag = new Date(Date.UTC(aar, maaned, 0)).getUTCDate();
  return dag <= sidsteDag;
}
