import { Fragment, type ReactNode } from 'react';

/** Label–value pairs in two columns, e.g. a request's facts. */
export function Oplysninger({ raekker }: { raekker: readonly [string, ReactNode][] }) {
  return (
    <dl className="row mb-0 gy-1">
      {raekker.map(([etiket, vaerdi]) => (
        <Fragment key={etiket}>
          <dt className="col-sm-5 fw-semibold">{etiket}</dt>
          <dd className="col-sm-7 mb-0">{vaerdi}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
