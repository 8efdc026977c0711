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
  const ordnede = iFormensOrden(linjer, form());

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
        {opsummeringsOverskrift(ordnede.length)}
      </h2>
      <ul className="mb-0">
        {ordnede.map((linje) => (
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

/**
 * The lines in the order the form shows their fields (a layout's ui:order may differ from the schema's,
 * by which the messages come); a line whose field the form does not draw keeps its place after them.
 */
function iFormensOrden(linjer: readonly OpsummeretFejl[], rod: HTMLElement | null): readonly OpsummeretFejl[] {
  if (!rod) return linjer;
  const placeret = linjer.map((linje, i) => ({ linje, i, felt: feltElement(rod, linje.sti) }));
  return placeret
    .sort((a, b) => {
      if (a.felt && b.felt && a.felt !== b.felt) return a.felt.compareDocumentPosition(b.felt) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
      if (a.felt && !b.felt) return -1;
      if (!a.felt && b.felt) return 1;
      return a.i - b.i;
    })
    .map(({ linje }) => linje);
}
