import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ui from '@schemas/forudbetaling-faktura.ui.json';
import { visSkema } from '../../test-utils';

interface Faktura {
  fakturaoplysninger: { fakturanummer?: string };
}

/** The invoice step (schemas/forudbetaling-faktura): the invoice number is a begraenset-tekst of at most 32 characters. */
const visFaktura = () => visSkema<Faktura>('forudbetaling-faktura', { uiSchema: ui });
const nummer = () => screen.getByRole('textbox', { name: 'Fakturanummer*' });

describe('begraenset-tekst', () => {
  it('stops typing at the uiSchema’s maxLength', async () => {
    const { bruger, onChange } = await visFaktura();
    expect(nummer()).toHaveAttribute('maxlength', '32');
    await bruger.type(nummer(), 'F'.repeat(40));
    expect(nummer()).toHaveValue('F'.repeat(32));
    expect(onChange.mock.lastCall?.[0].fakturaoplysninger?.fakturanummer).toBe('F'.repeat(32));
  });

  it('lets more be typed than the rule allows, so the schema’s Danish message says what is wrong', async () => {
    const { bruger, onSubmit } = await visFaktura();
    await bruger.type(nummer(), 'K'.repeat(21));
    await bruger.click(screen.getByRole('button', { name: 'Gem' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(nummer()).toHaveClass('is-invalid');
    expect(nummer()).toHaveAccessibleDescription('Der skal angives fakturanummer.');
  });

  it('gives the pattern’s own message for a character the rule does not allow', async () => {
    const { bruger } = await visFaktura();
    await bruger.type(nummer(), '-12');
    await bruger.click(screen.getByRole('button', { name: 'Gem' }));
    expect(nummer()).toHaveAccessibleDescription(
      'Fakturanummer skal begynde med et bogstav eller tal og må kun indeholde bogstaver, tal, mellemrum og tegnene - / . _',
    );
  });
});
