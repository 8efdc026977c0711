import type { ReactNode } from 'react';

/** A label and its value inside a panel; the label above the value where three panels share a row. */
export function Oplysning({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-5 col-lg-12 col-xxl-5 fw-normal text-body-secondary">{label}</dt>
      <dd className="col-sm-7 col-lg-12 col-xxl-7">{children}</dd>
    </>
  );
}
