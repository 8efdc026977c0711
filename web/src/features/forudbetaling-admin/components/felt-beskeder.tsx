/** A field's messages under it, as Bootstrap shows invalid feedback; the input points here with aria-describedby. */
export function FeltBeskeder({ id, beskeder }: { id: string; beskeder: readonly string[] }) {
  if (beskeder.length === 0) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {beskeder.map((besked) => (
        <div key={besked}>{besked}</div>
      ))}
    </div>
  );
}
