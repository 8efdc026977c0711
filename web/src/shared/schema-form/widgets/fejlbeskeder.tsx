/** Every message in an rjsf error tree (the field's own and its children's), each once. */
export function alleFejl(errorSchema: unknown): string[] {
  const fejl = new Set<string>();
  const besoeg = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    for (const [noegle, vaerdi] of Object.entries(node)) {
      if (noegle === '__errors' && Array.isArray(vaerdi)) for (const besked of vaerdi) fejl.add(String(besked));
      else besoeg(vaerdi);
    }
  };
  besoeg(errorSchema);
  return [...fejl];
}

/** Messages under a field, looking as the Bootstrap theme's own field errors do. */
export function Fejlbeskeder({ id, fejl }: { id: string; fejl: readonly string[] }) {
  if (fejl.length === 0) return null;
  return (
    <ul id={id} className="list-unstyled mb-0 mt-1">
      {fejl.map((besked) => (
        <li key={besked}>
          <small className="text-danger">{besked}</small>
        </li>
      ))}
    </ul>
  );
}
