// Made once: a formatter is costly to create, and the list formats two timestamps per row.
const dato = new Intl.DateTimeFormat('da-DK', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Copenhagen' });
const klokken = new Intl.DateTimeFormat('da-DK', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Copenhagen' });

/** A timestamp as date and time in Danish time: "22.11.2026 09.25". */
export function formatTidspunkt(iso: string): string {
  const tid = new Date(iso);
  return `${dato.format(tid)} ${klokken.format(tid)}`;
}
