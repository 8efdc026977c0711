import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/app';
import { laesUdbakke } from '../testing/eml';
import { dataUri, fakturaPdf } from '../testing/faktura';
import { gyldigAnmodning, gyldigAnsoegning } from '../testing/fixtures';

// Issue 24: e-mails write money and dates as the screens do, and a count with its singular or plural.
describe('the e-mails as sent, read from the .eml in the outbox', () => {
  it("the company's receipt: the period's dates by name, and one employee in the singular", async () => {
    const api = testApp();
    const cookie = await api.citizenLogin('virksomhed', '31245001');
    const [anna] = gyldigAnsoegning().medarbejdere;
    const res = await api.json(
      'POST',
      '/api/ArbejdsmangelAnsoegning/OpretAnsoegning',
      { ...gyldigAnsoegning(), medarbejdere: [anna] },
      { Cookie: cookie },
    );
    expect(res.status).toBe(201);
    const [mail] = await laesUdbakke(api.dataDir);
    expect(mail?.til).toBe('hr@nordisk-staal.example.dk');
    expect(mail?.emne).toBe('Kvittering for ansøgning om støtte ved midlertidig arbejdsmangel (Ansøgning 1)');
    expect(mail?.html).toContain('for perioden 1. marts 2027 – 4. april 2027 med 1 medarbejder.');
  });

  it("the company's receipt: two employees in the plural", async () => {
    const api = testApp();
    const cookie = await api.citizenLogin('virksomhed', '31245001');
    expect((await api.json('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), { Cookie: cookie })).status).toBe(
      201,
    );
    const [mail] = await laesUdbakke(api.dataDir);
    expect(mail?.html).toContain('med 2 medarbejdere.');
  });

  it("the employee's receipt and the approval: the total as 27.700,00 kr. and the day received by name", async () => {
    const api = testApp();
    const mette = await api.citizenLogin('loenmodtager', 'lm-mette');
    const body = gyldigAnmodning(dataUri(await fakturaPdf(), 'application/pdf', 'faktura.pdf'));
    const oprettet = await api.json('POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', body, { Cookie: mette });
    const { id } = (await oprettet.json()) as { id: number };
    const [kvittering] = await laesUdbakke(api.dataDir);
    // The test clock's day: 22 November 2026.
    expect(kvittering?.html).toContain(
      'Vi har 22. november 2026 modtaget din anmodning nr. 1 om forudbetaling af 27.700,00 kr. for faktura KN-2026-0417.',
    );

    const { accessToken } = await api.adminLogin();
    const admin = { Authorization: `Bearer ${accessToken}` };
    const skabelon = await api.json(
      'POST',
      '/api/ForudbetalingAdmin/HentForudfyldtEmailSkabel',
      { anmodningId: id, skabelon: 'AnmodningGodkendt' },
      admin,
    );
    const email = (await skabelon.json()) as { subject: string; body: string };
    expect((await api.json('POST', '/api/ForudbetalingAdmin/GodkendAnmodning', { anmodningId: id, email }, admin)).status).toBe(200);
    const godkendt = (await laesUdbakke(api.dataDir)).find((m) => m.emne.includes('er godkendt'));
    expect(godkendt?.html).toContain('forudbetaling af 27.700,00 kr. for faktura KN-2026-0417 fra');
    expect(godkendt?.html).toContain('modtaget 22. november 2026.');
  });
});
