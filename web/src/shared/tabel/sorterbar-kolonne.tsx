import type { ReactNode } from 'react';
import type { Sortering } from '@engine/sortering';

interface SorterbarKolonneProps<K extends string> {
  kolonne: K;
  sortering: Sortering<K>;
  onSkift: (kolonne: K) => void;
  className?: string;
  children: ReactNode;
}

/**
 * A table header whose button toggles the sort (see useSortering). The arrow is decoration;
 * screen readers get the order from aria-sort, and the button's name is the header text alone.
 */
export function SorterbarKolonne<K extends string>({ kolonne, sortering, onSkift, className, children }: SorterbarKolonneProps<K>) {
  const aktiv = sortering.kolonne === kolonne;
  const stigende = sortering.retning === 'stigende';
  return (
    <th scope="col" className={className} aria-sort={aktiv ? (stigende ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button"
        className="btn btn-link p-0 border-0 fw-semibold text-reset text-decoration-none text-nowrap"
        onClick={() => onSkift(kolonne)}
      >
        {children}{' '}
        <span aria-hidden="true" className={aktiv ? 'text-primary' : 'text-body-tertiary'}>
          {aktiv ? (stigende ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
