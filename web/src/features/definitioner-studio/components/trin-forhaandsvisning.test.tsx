import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import validator from '@rjsf/validator-ajv8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrinForhaandsvisning } from './trin-forhaandsvisning';

const ADRESSE = '/definitioner/validatorer/udkast/forudbetaling-kontakt.abc.js';
const SCHEMA = {
  $id: 'forudbetaling-kontakt',
  type: 'object',
  required: ['telefonnummer'],
  properties: { telefonnummer: { type: 'string', title: 'Telefonnummer', maxLength: 8, pattern: '^[0-9]{8}$' } },
};

const kald = vi.hoisted(() => ({ api: [] as { path: string; init: unknown }[], indlaest: [] as [string, string][] }));

// The server's side of the preview: the draft's validator is made there (POST …/Forhaandsvisning) and loaded from its address.
vi.mock('../../../shared/api/client', async (original) => ({
  ...(await original<object>()),
  apiFetch: (path: string, init: unknown) => {
    kald.api.push({ path, init });
    return Promise.resolve({ schemaId: 'forudbetaling-kontakt', adresse: ADRESSE });
  },
}));
vi.mock('../../../shared/schema-form/live-validator', () => ({
  indlaesLiveValidator: (schemaId: string, adresse: string) => {
    kald.indlaest.push([schemaId, adresse]);
    return Promise.resolve({ schema: SCHEMA, validator, validate: () => true });
  },
}));

afterEach(() => {
  kald.api.length = 0;
  kald.indlaest.length = 0;
});

describe("the steps editor's preview", () => {
  it("checks the step as one types with the validator the server makes from the draft, as the form editor's preview does", async () => {
    const bruger = userEvent.setup();
    render(<TrinForhaandsvisning udkastId="u 1" schemaId="forudbetaling-kontakt" ui={undefined} />);
    const felt = await screen.findByRole('textbox', { name: /^Telefonnummer/ });
    expect(kald.api).toEqual([
      {
        path: '/api/Definitioner/Udkast/u%201/Forhaandsvisning',
        init: expect.objectContaining({ method: 'POST', body: { schemaId: 'forudbetaling-kontakt', filer: [] } }),
      },
    ]);
    expect(kald.indlaest).toEqual([['forudbetaling-kontakt', ADRESSE]]);

    await bruger.type(felt, '1234');
    // The portal's Danish wording of the rule (transform-errors.ts), at the field, as one types.
    await waitFor(() => expect(felt).toHaveAccessibleDescription(/Har ikke korrekt format\./));
    await bruger.type(felt, '5678');
    await waitFor(() => expect(felt).not.toHaveAccessibleDescription(/Har ikke korrekt format/));
    await bruger.click(screen.getByRole('button', { name: 'Prøv trinnet' }));
    await screen.findByText('Formularen er udfyldt rigtigt.');
  });
});
