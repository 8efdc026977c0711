import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ansoegningUi from '@schemas/arbejdsmangel-opret.ui.json';
import medarbejderUi from '@schemas/arbejdsmangel-medarbejder.ui.json';
import deltagelseUi from '@schemas/forudbetaling-deltagelse.ui.json';
import fakturaUi from '@schemas/forudbetaling-faktura.ui.json';
import tilskudUi from '@schemas/forudbetaling-tilskud.ui.json';
import troOgLoveUi from '@schemas/forudbetaling-tro-og-love.ui.json';
import manuelUi from '@schemas/forudbetaling-admin-manuel.ui.json';
import emailUi from '@schemas/forudbetaling-admin-email.ui.json';
import omfangUi from '@schemas/arbejdsmangel-admin-omfang.ui.json';
import enighedUi from '@schemas/arbejdsmangel-admin-enighed.ui.json';
import tekstUi from '@schemas/tekst-opret.ui.json';
import webhookUi from '@schemas/webhook-abonnement.ui.json';
import opdaterUi from '@schemas/forudbetaling-admin-opdater.ui.json';
import opdaterEksempel from '@schemas/forudbetaling-admin-opdater.eksempel.json';
import { visSkema } from './test-utils';

const tilskud = { id: 11, ansoegningsnummer: 'A-1001', uddannelse: { navn: 'Svejsning, grundforløb' } };
const periode = { fra: '2027-03-01', til: '2027-03-28' };

// The forms of schemas/ that together use every widget and field of the portal's and rjsf's standard ones.
const formularer: [string, Parameters<typeof visSkema>[1]][] = [
  ['arbejdsmangel-opret', { uiSchema: ansoegningUi, formContext: {} }],
  ['arbejdsmangel-medarbejder', { uiSchema: medarbejderUi, formContext: { periode }, formData: {} }],
  ['forudbetaling-deltagelse', { uiSchema: deltagelseUi, formData: { deltagelser: [{ tilskud }] } }],
  ['forudbetaling-faktura', { uiSchema: fakturaUi, formContext: { findVirksomhed: vi.fn() } }],
  ['forudbetaling-tilskud', { uiSchema: tilskudUi, formContext: { tilskud: [tilskud], alleredeAnmodet: [] } }],
  ['forudbetaling-tro-og-love', { uiSchema: troOgLoveUi }],
  [
    'forudbetaling-admin-manuel',
    { uiSchema: manuelUi, formData: { anmodningId: 7 }, formContext: { statusValg: [{ status: 'Afvist', label: 'Afvist' }] } },
  ],
  ['forudbetaling-admin-email', { uiSchema: emailUi, formData: { anmodningId: 7 } }],
  ['arbejdsmangel-admin-omfang', { uiSchema: omfangUi }],
  ['arbejdsmangel-admin-enighed', { uiSchema: enighedUi }],
  ['tekst', { uiSchema: tekstUi, formContext: { tekstType: 'text' } }],
  ['webhook-abonnement', { uiSchema: webhookUi }],
];

/** Every shown help, description and message of the form that no control names in aria-describedby (nor names a part of). */
function uforbundne(form: HTMLElement): string[] {
  const henvist = new Set(
    [...form.querySelectorAll('[aria-describedby]')].flatMap((el) =>
      (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean),
    ),
  );
  const navngivet = (el: Element) =>
    [el, ...el.querySelectorAll('[id]')].some((e) => e.id && henvist.has(e.id)) ||
    (() => {
      for (let op = el.parentElement; op && op !== form; op = op.parentElement) if (op.id && henvist.has(op.id)) return true;
      return false;
    })();
  const tekster = [...form.querySelectorAll('.form-text, [id$="__error"], [id$="__help"], [id$="__description"], .text-danger')].filter(
    (el) => el.textContent?.trim() && !el.closest('legend, label'),
  );
  return tekster
    .filter((el) => !navngivet(el))
    .map((el) => `${el.tagName.toLowerCase()}#${el.id || '-'} «${el.textContent?.trim().slice(0, 60)}»`);
}

afterEach(() => vi.unstubAllGlobals());

describe("each field's help and messages are joined to its control by aria-describedby", () => {
  it.each(formularer)('%s', async (schemaId, valg) => {
    await visSkema(schemaId, { ...valg, visFejl: true });
    const form = document.querySelector('form')!;
    fireEvent.submit(form);
    await waitFor(() => expect(form.querySelectorAll('[id$="__error"]').length).toBeGreaterThan(0));
    expect(screen.queryAllByRole('textbox').length + form.querySelectorAll('input, select, textarea').length).toBeGreaterThan(0);
    // Some widgets load their editor after the form (the rich text): waited for, not passed over.
    await waitFor(() => expect(uforbundne(form).join('\n')).toBe(''));
  });

  it("forudbetaling-admin-opdater (the secretariat's corrections: faktura-rettelse, deltagelse-rettelse, skrivebeskyttet)", async () => {
    const { bruger } = await visSkema('forudbetaling-admin-opdater', {
      uiSchema: opdaterUi,
      formData: opdaterEksempel.data,
      formContext: opdaterEksempel.kontekst,
      visFejl: true,
    });
    const faktura = await screen.findByRole('region', { name: 'Faktura' });
    await bruger.clear(within(faktura).getByRole('textbox', { name: 'Leverandør CVR-nummer' }));
    await screen.findByRole('region', { name: 'Ansøgninger' });
    await bruger.clear(within(screen.getByRole('row', { name: /A-2026-001001/ })).getByRole('textbox', { name: 'Pris' }));
    const form = document.querySelector('form')!;
    await waitFor(() => expect(form.querySelectorAll('.invalid-feedback, [id$="fejl"], [id$="__error"]').length).toBeGreaterThan(0));
    await waitFor(() => expect(uforbundne(form).join('\n')).toBe(''));
  });
});
