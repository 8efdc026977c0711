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
