import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { FAERDIG } from './vent-paa';

const Formular = ({ indlaesning }: { indlaesning: Promise<unknown> }) => {
  use(indlaesning);
  return <p>Formularen</p>;
};

const vis = (indlaesning: Promise<unknown>) =>
  act(() => {
    render(
      <Suspense fallback={<p>Indlæser</p>}>
        <Formular indlaesning={indlaesning} />
      </Suspense>,
    );
  });

describe('FAERDIG, what use() is given when nothing is loading', () => {
  it('is read in the first render, without suspending', () => {
    vis(FAERDIG);
    expect(screen.getByText('Formularen')).toBeInTheDocument();
  });

  it('unlike a settled promise React has not seen, which suspends once', () => {
    vis(Promise.resolve());
    expect(screen.getByText('Indlæser')).toBeInTheDocument();
  });
});
