import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { FeltModel } from '../utils/formularer-felter';
import { FormularerFelt } from './formularer-felt';

const FILER = {
  'schemas/felter.schema.json': { $id: 'felter', definitions: { fakturanummer: { type: 'string', maxLength: 20 } } },
  'schemas/forudbetaling-faktura.schema.json': {
    $id: 'forudbetaling-faktura',
    title: 'Fakturaoplysninger',
    properties: { nr: { $ref: 'felter#/definitions/fakturanummer' } },
  },
  'schemas/forudbetaling-opret.schema.json': {
    $id: 'forudbetaling-opret',
    title: 'Anmodning',
    properties: { x: { $ref: 'felter#/definitions/fakturanummer' } },
  },
};

const NR: FeltModel = {
  navn: 'fakturanummer',
  titel: 'Fakturanummer',
  type: 'string',
  paakraevet: true,
  paakraevetBesked: '',
  regler: { maxLength: 20 },
  beskeder: {},
  delt: { schemaId: 'felter', navn: 'fakturanummer' },
};

const ANDRE: FeltModel[] = [
  { navn: 'omfang', titel: 'Omfang', type: 'string', paakraevet: true, paakraevetBesked: '', regler: {}, beskeder: {} },
];

/** The field's panel holding its own state, as the editor does; the last model it reported is `seneste`. */
function Panel({ start, rettelser = [] }: { start: FeltModel; rettelser?: Parameters<typeof FormularerFelt>[0]['rettelser'] }) {
  const [felt, setFelt] = useState(start);
  return (
    <>
      <FormularerFelt
        felt={felt}
        andre={ANDRE}
        vaerdierAf={(n) => (n === 'omfang' ? ['HeleVirksomheden', 'Afdeling'] : undefined)}
        filer={FILER}
        rettelser={rettelser}
        tjekFejl={[{ fil: 'schemas/felter.schema.json', sti: '/definitions/fakturanummer/pattern', besked: 'Mønstret kræver en længde.' }]}
        onChange={setFelt}
      />
      <output data-testid="model">{JSON.stringify(felt)}</output>
    </>
  );
}

const model = () => JSON.parse(screen.getByTestId('model').textContent ?? '{}') as FeltModel;

describe("a field's panel in the form editor", () => {
  it("names a shared field's definition and every form using it, and shows the check's problem at the field", () => {
    render(<Panel start={NR} />);
    expect(screen.getByText('Delt felt: felter#/definitions/fakturanummer')).toBeInTheDocument();
    const brugere = screen.getByRole('list', { name: 'Delt felt: fakturanummer' });
    expect(brugere).toHaveTextContent('Anmodning');
    expect(brugere).toHaveTextContent('Fakturaoplysninger');
    expect(screen.getByText(/Mønstret kræver en længde\./)).toBeInTheDocument();
  });

  it('sets a rule and its Danish message by their labels, and a condition from the other field’s values', async () => {
    render(<Panel start={NR} />);
    await userEvent.type(screen.getByLabelText('Mønster (regulært udtryk)'), '^\\S+$');
    await userEvent.type(screen.getByLabelText('Besked for Mønster (regulært udtryk)'), 'Ingen mellemrum.');
    await userEvent.selectOptions(screen.getByLabelText('Vis kun når'), 'Omfang');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Afdeling' }));
    expect(model()).toMatchObject({
      regler: { maxLength: 20, pattern: '^\\S+$' },
      beskeder: { pattern: 'Ingen mellemrum.' },
      visHvis: { felt: 'omfang', vaerdier: ['Afdeling'] },
    });
  });

  it("marks the editor's refusal at its input, tied to it for a screen reader", () => {
    render(<Panel start={NR} rettelser={[{ navn: 'fakturanummer', sted: 'pattern', besked: 'Mønstret er ikke gyldigt.' }]} />);
    const input = screen.getByLabelText('Mønster (regulært udtryk)');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Mønstret er ikke gyldigt.');
  });
});
