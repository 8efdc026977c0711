import { useId, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { RedigerKnap } from './rediger-knap';

interface PanelProps {
  titel: string;
  /** The pencil in the header; left out when the application cannot be changed. */
  rediger?: { etiket: string; onClick: () => void };
  children: ReactNode;
}

/** One part of the application: a card whose heading names the region, with its pencil. */
export function Panel({ titel, rediger, children }: PanelProps) {
  const id = useId();
  return (
    <Card as="section" className="h-100 shadow-sm" aria-labelledby={id}>
      <Card.Header className="bg-body-tertiary d-flex align-items-center justify-content-between gap-2">
        <h2 id={id} className="h5 mb-0">
          {titel}
        </h2>
        {rediger && <RedigerKnap {...rediger} />}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}

/** A label and its value inside a panel; the label above the value where three panels share a row. */
export function Oplysning({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-5 col-lg-12 col-xxl-5 fw-normal text-body-secondary">{label}</dt>
      <dd className="col-sm-7 col-lg-12 col-xxl-7">{children}</dd>
    </>
  );
}
