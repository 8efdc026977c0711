import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ui from '@schemas/forudbetaling-admin-manuel.ui.json';
import { visSkema } from '../../test-utils';

interface Manuel {
  anmodningId: number;
  nyStatus: string;
}

/** The manual dialog's form (schemas/forudbetaling-admin-manuel): the choices come from the screen, not the schema. */
const visManuel = (statusValg: { status: string; label: string }[]) =>
  visSkema<Manuel>('forudbetaling-admin-manuel', { uiSchema: ui, formData: { anmodningId: 7 }, formContext: { statusValg } });

describe('status-valg', () => {
  it('offers the given statuses as radios by their labels and submits the chosen status', async () => {
    const { bruger, onSubmit } = await visManuel([
      { status: 'Godkendt', label: 'Godkendt' },
      { status: 'AfventerDokumentation', label: 'Afventer dokumentation' },
    ]);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Godkendt' })).not.toBeChecked();
    await bruger.click(screen.getByRole('radio', { name: 'Afventer dokumentation' }));
    await bruger.click(screen.getByRole('button', { name: 'Gem' }));
    expect(onSubmit.mock.lastCall?.[0]).toMatchObject({ anmodningId: 7, nyStatus: 'AfventerDokumentation' });
  });

  it("refuses to submit with none chosen: 'Status er ikke valgt.'", async () => {
    const { bruger, onSubmit } = await visManuel([{ status: 'Afvist', label: 'Afvist' }]);
    await bruger.click(screen.getByRole('button', { name: 'Gem' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('Status er ikke valgt.').length).toBeGreaterThan(0);
  });
});
