const kroner = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 18500 → "18.500,00 kr." as the fund writes amounts. */
export function formatKroner(beloeb: number): string {
  return `${kroner.format(beloeb)} kr.`;
}

/** An ISO date or timestamp → "22.11.2026", in Danish time. */
export function formatDato(iso: string): string {
  const dato = iso.length === 10 ? new Date(`${iso}T12:00:00Z`) : new Date(iso);
  return new Intl.DateTimeFormat('da-DK', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Copenhagen' }).format(dato);
}

/** The UTC moment a Danish calendar day begins (midnight in Copenhagen), e.g. for "the last 30 days". */
export function danskDagsStart(dato: string): string {
  const midnatUtc = new Date(`${dato}T00:00:00Z`);
  const dansk = new Date(midnatUtc.toLocaleString('en-US', { timeZone: 'Europe/Copenhagen' }));
  const utc = new Date(midnatUtc.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(midnatUtc.getTime() - (dansk.getTime() - utc.getTime())).toISOString();
}
