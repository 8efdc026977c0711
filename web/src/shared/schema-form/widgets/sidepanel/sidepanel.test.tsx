import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ui from '@schemas/forudbetaling-admin-opdater.ui.json';
import eksempel from '@schemas/forudbetaling-admin-opdater.eksempel.json';
import { visSkema } from '../../test-utils';

describe('sidepanel', () => {
  it('puts the named fields beside the screen’s panel, under its own content, and the rest below', async () => {
    await visSkema('forudbetaling-admin-opdater', {
      uiSchema: ui,
      formData: eksempel.data,
      formContext: { ...eksempel.kontekst, foerFelter: <p>Sagens oplysninger</p>, sidepanel: <p>Dokumentet</p> },
    });
    await screen.findByRole('region', { name: 'Faktura' });
    const smal = screen.getByText('Sagens oplysninger').parentElement!;
    expect(smal).toHaveClass('col-lg-5');
    expect(smal).toContainElement(screen.getByRole('region', { name: 'Faktura' }));
    expect(screen.getByText('Dokumentet').parentElement).toHaveClass('col-lg-7');
    expect(smal).not.toContainElement(screen.getByRole('region', { name: 'Ansøgninger' }));
  });

  it('takes the full width without a panel and gathers fields with no field of their own under the ui’s heading', async () => {
    await visSkema('forudbetaling-admin-opdater', {
      uiSchema: { ...ui, deltagelser: {} },
      formData: eksempel.data,
      formContext: eksempel.kontekst,
    });
    await screen.findByRole('region', { name: 'Faktura' });
    expect(screen.getByRole('region', { name: 'Faktura' }).closest('.col-lg-12')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Faktura' }).closest('.col-lg-5')).toBeNull();
    expect(screen.getByRole('region', { name: 'Øvrige oplysninger' })).toBeInTheDocument();
  });
});
