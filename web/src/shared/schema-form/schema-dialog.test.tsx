import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SchemaDialog } from './schema-dialog';

/**
 * A page whose handling button is disabled while its dialog is open, as the prepayment handling's
 * 'Afvis' and 'Skift status manuelt' are, and enabled again only after the dialog has gone.
 */
function Side({ laasUnderDialog }: { laasUnderDialog: boolean }) {
  const [aaben, setAaben] = useState(false);
  const [laast, setLaast] = useState(false);
  const luk = () => {
    setAaben(false);
    // The page finishes its handling after the dialog answered.
    setTimeout(() => setLaast(false), 30);
  };
  return (
    <>
      <button
        type="button"
        disabled={laast}
        onClick={() => {
          setAaben(true);
          setLaast(laasUnderDialog);
        }}
      >
        Skift status
      </button>
      {aaben && (
        <SchemaDialog
          titel="Skift status"
          schemaId="admin-refresh"
          formData={{}}
          onSubmit={luk}
          onHide={luk}
          knapper={
            <button type="button" onClick={luk}>
              Annuller
            </button>
          }
        />
      )}
    </>
  );
}

describe('SchemaDialog gives the focus back to the button that opened it', () => {
  it.each([
    ['a button that stays enabled', false],
    ['a button the page disables while the dialog is open', true],
  ])('after Annuller, from %s', async (_navn, laasUnderDialog) => {
    render(<Side laasUnderDialog={laasUnderDialog} />);
    const knap = screen.getByRole('button', { name: 'Skift status' });
    await userEvent.click(knap);
    const dialog = await screen.findByRole('dialog', { name: 'Skift status' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(await screen.findByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(knap).toHaveFocus());
  });

  it('after Esc, from a disabled button', async () => {
    render(<Side laasUnderDialog />);
    const knap = screen.getByRole('button', { name: 'Skift status' });
    knap.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Skift status' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(knap).toHaveFocus());
  });
});
