import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { feltElement } from './felt-element';
import { feltIdKandidater, opsummeringsOverskrift, type OpsummeretFejl } from './opsummerede-fejl';

interface FejlOpsummeringProps {
  linjer: readonly OpsummeretFejl[];
  /** Changes with each refused attempt: the summary then takes the focus. */
  forsoeg: number;
  /** The form the fields are in. */
  form: () => HTMLElement | null;
}

/**
 * The error summary of the Danish and UK government design systems: at the top of the form after a
 * refused attempt, 'Der er N fejl' and each message as a link that moves the focus to its field.
 */
export function FejlOpsummering({ linjer, forsoeg, form }: FejlOpsummeringProps) {
  const overskriftId = useId();
  const boks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    boks.current?.focus();
    boks.current?.scrollIntoView?.({ block: 'start' });
  }, [forsoeg]);
  if (linjer.length === 0) return null;

  const gaaTil = (event: MouseEvent<HTMLAnchorElement>, sti: string) => {
    const rod = form();
    const felt = rod && feltElement(rod, sti);
    if (!felt) return;
    event.preventDefault();
    felt.focus();
    felt.scrollIntoView({ block: 'center' });
  };

  return (
    <div ref={boks} tabIndex={-1} className="alert alert-danger mb-4" aria-labelledby={overskriftId}>
      <h2 id={overskriftId} className="h5 alert-heading">
        {opsummeringsOverskrift(linjer.length)}
      </h2>
      <ul className="mb-0">
        {linjer.map((linje) => (
          <li key={linje.besked}>
            <a href={`#${feltIdKandidater(linje.sti)[0]}`} className="alert-link" onClick={(event) => gaaTil(event, linje.sti)}>
              {linje.besked}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
