import { useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { t } from '@engine/tekster';

interface FigurProps {
  titel: string;
  diagram: ReactNode;
  /** The same figures as a table, captioned by the title: always there for screen readers, shown to the eye on request. */
  tabel: ReactNode;
}

/** A chart with its Danish title, and its figures as a table, which a screen reader reads instead of the drawing. */
export function Figur({ titel, diagram, tabel }: FigurProps) {
  const [visTabel, setVisTabel] = useState(false);
  const id = useId();
  return (
    <figure className="mb-4" aria-labelledby={id}>
      <figcaption id={id} className="h6">
        {titel}
      </figcaption>
      <div aria-hidden="true">{diagram}</div>
      <Button variant="link" size="sm" className="px-0" onClick={() => setVisTabel((v) => !v)}>
        {t(visTabel ? 'overblikWeb.tabel.skjul' : 'overblikWeb.tabel.vis')}
      </Button>
      <div className={visTabel ? 'table-responsive' : 'visually-hidden'}>{tabel}</div>
    </figure>
  );
}
