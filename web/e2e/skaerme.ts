import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export type Rolle = 'offentlig' | 'loenmodtager' | 'virksomhed' | 'admin';

/** The cases the scan opens, made in its own server before it starts. */
export interface Sager {
  anmodning: number;
  arbejdsmangel: number;
  /** A one-time address of a /nyadmin page, asked for with the admin's token. */
  nyadmin: (til: string) => Promise<string>;
}

export interface Skaerm {
  /** The route pattern of the app's route table (alleRuter() in engine/app-ruter.ts) or of server/ruter.ts. */
  rute: string;
  rolle: Rolle;
  navn: string;
  /** Opens the screen as its user reaches it and waits until it shows what it is for. */
  vis: (page: Page, sager: Sager) => Promise<void>;
}

const h1 = (page: Page, navn: string | RegExp) => page.getByRole('heading', { level: 1, name: navn }).waitFor();
const h2 = (page: Page, navn: string | RegExp) => page.getByRole('heading', { level: 2, name: navn }).waitFor();
const knap = (page: Page, navn: string | RegExp) => page.getByRole('button', { name: navn, exact: typeof navn === 'string' });
const dialog = (page: Page, navn: string) => page.getByRole('dialog', { name: navn }).waitFor();
const fortsaet = (page: Page) => knap(page, 'Fortsæt').click();

/** The wizard as Mette walks it, from the first step on; each screen goes one step further. */
const wizardTrin: Skaerm[] = (
  [
    {
      rute: '/app/forudbetaling/anmod',
      navn: 'guiden, trin 1 Kurser med fejlbesked',
      vis: async (page) => {
        await page.goto('/app/forudbetaling/anmod');
        await h2(page, 'Hvilke kurser gælder fakturaen?');
        await fortsaet(page);
        await page.getByText('Der skal vælges mindst ét kursus.').first().waitFor();
      },
    },
    {
      rute: '/app/forudbetaling/anmod',
      navn: 'guiden, trin 2 Pris og periode',
      vis: async (page) => {
        await page.getByRole('checkbox', { name: /Svejsning efter EN ISO 9606-1/ }).check();
        await fortsaet(page);
        await h2(page, 'Pris og periode');
      },
    },
    {
      rute: '/app/forudbetaling/anmod',
      navn: 'guiden, trin 3 Fakturaoplysninger udfyldt',
      vis: async (page) => {
        await page.getByLabel('Pris').fill('18.500');
        await page.getByLabel('Startdato').fill('2026-12-01');
        await page.getByLabel('Slutdato').fill('2026-12-05');
        await fortsaet(page);
        await h2(page, 'Fakturaoplysninger');
        await page.getByLabel(/^Faktura\*?$/).setInputFiles({ name: 'faktura.pdf', mimeType: 'application/pdf', buffer: FAKTURA.pdf });
        // The scan fills the fields from the invoice; it is waited for, so its late answer cannot overwrite
        // what is typed next (its invoice number is already on a request, which would refuse the submit).
        const fakturanummer = page.getByLabel(/^Fakturanummer/);
        await expect.poll(() => fakturanummer.inputValue(), { timeout: 30_000 }).toBe('KN-2026-0417');
        await fakturanummer.fill('KN-2026-0999');
        await page.getByLabel(/CVR-nummer/).fill('35124004');
        await page.getByText('Kursuscenter Nord ApS').waitFor();
        await page.getByRole('radio', { name: /Indbetalingskort/ }).check();
        await page.getByLabel(/^Betalings-id/).fill('000000067097535');
        await page.getByLabel(/^Kreditornummer/).fill('85799665');
      },
    },
    {
      rute: '/app/forudbetaling/anmod',
      navn: 'guiden, trin 4 Kontrollér dine oplysninger',
      vis: async (page) => {
        await fortsaet(page);
        await h2(page, 'Kontrollér dine oplysninger');
        await page.getByText('KN-2026-0999').first().waitFor();
      },
    },
    {
      rute: '/app/forudbetaling/anmod',
      navn: 'guiden, trin 5 Tro og love',
      vis: async (page) => {
        await fortsaet(page);
        await h2(page, 'Tro og love');
        await page.getByText('Jeg erklærer på tro og love,').waitFor();
      },
    },
    {
      rute: '/app/forudbetaling/anmod',
      navn: 'guiden, trin 6 Kvittering',
      vis: async (page) => {
        await page.getByRole('checkbox').check();
        await knap(page, 'Indsend anmodning').click();
        await h2(page, 'Din anmodning er modtaget');
      },
    },
  ] satisfies Omit<Skaerm, 'rolle'>[]
).map((s) => ({ ...s, rolle: 'loenmodtager' as const }));

/** The invoice the wizard's step 3 uploads; set by the test before the scan (a real PDF, so the scan reads it). */
export const FAKTURA = { pdf: Buffer.alloc(0) };

/** Every screen of every role, in the order one user per role reaches them. */
export const skaerme: Skaerm[] = [
  // Signed out.
  { rute: '/app', rolle: 'offentlig', navn: 'forsiden', vis: (p) => goto(p, '/app', 'Velkommen til Fondsportalen') },
  { rute: '/app/admin', rolle: 'offentlig', navn: 'sekretariatets login', vis: (p) => goto(p, '/app/admin', 'Log ind i sekretariatet') },
  {
    rute: '/app/outlook-journalisering',
    rolle: 'offentlig',
    navn: 'Outlook-tilføjelsen, login',
    vis: async (p) => {
      await goto(p, '/app/outlook-journalisering', 'Journalisering af e-mail');
      await p.getByLabel('Brugernavn').waitFor();
    },
  },
  {
    rute: '/app/outlook-journalisering/log-ind',
    rolle: 'offentlig',
    navn: 'Outlook-tilføjelsens loginvindue',
    vis: async (p) => {
      await goto(p, '/app/outlook-journalisering/log-ind', 'Journalisering af e-mail');
      await p.getByText('Dette vindue bruges til at logge ind fra Outlook-tilføjelsen. Du kan lukke det.').waitFor();
    },
  },
  {
    rute: '/app/outlook-journalisering/*',
    rolle: 'offentlig',
    navn: 'Outlook-tilføjelsen, ukendt side',
    vis: (p) => iAppen(p, '/app/outlook-journalisering', '/app/outlook-journalisering/ukendt'),
  },
  { rute: '/app/*', rolle: 'offentlig', navn: 'siden findes ikke', vis: (p) => iAppen(p, '/app', '/app/ukendt') },
  { rute: '*', rolle: 'offentlig', navn: 'serverens side findes ikke', vis: (p) => goto(p, '/ukendt', 'Siden findes ikke') },
  {
    rute: '*',
    rolle: 'offentlig',
    navn: 'serverens side findes ikke under /app',
    vis: (p) => goto(p, '/app/findes-ikke', 'Siden findes ikke'),
  },
  {
    rute: '/app/privatlivspolitik',
    rolle: 'offentlig',
    navn: 'privatlivspolitik',
    vis: (p) => goto(p, '/app/privatlivspolitik', 'Privatlivspolitik'),
  },
  {
    rute: '/app/tilgaengelighed',
    rolle: 'offentlig',
    navn: 'tilgængelighedserklæring',
    vis: (p) => goto(p, '/app/tilgaengelighed', 'Tilgængelighedserklæring'),
  },
  {
    rute: '/fonditlogin',
    rolle: 'offentlig',
    navn: 'login',
    vis: (p) => goto(p, '/fonditlogin?loginHint=loenmodtager&returnUrl=/app', 'Log ind'),
  },
  {
    rute: '/log-ind',
    rolle: 'offentlig',
    navn: 'virksomhedens login med fejl',
    vis: async (p) => {
      await goto(p, '/log-ind?loginHint=virksomhed&returnUrl=/app', 'Log ind');
      // An identity that no longer exists: the page comes back with its error.
      const fyns = knap(p, 'Fyns Træ og Byg ApS');
      await fyns.evaluate((b) => b.setAttribute('value', 'findes-ikke'));
      await fyns.click();
      await p.getByRole('alert').waitFor();
    },
  },
  {
    rute: '/nyadmin/Arbejdsmangel/:id',
    rolle: 'offentlig',
    navn: 'nyadmin uden adgang',
    vis: async (p, s) => {
      await p.goto(`/nyadmin/Arbejdsmangel/${s.arbejdsmangel}`);
      await p.getByRole('alert').waitFor();
    },
  },
  { rute: '/api/docs', rolle: 'offentlig', navn: 'API-reference', vis: (p) => goto(p, '/api/docs', 'Fondsportalens API') },

  // The employee.
  { rute: '/app', rolle: 'loenmodtager', navn: 'Min side', vis: (p) => goto(p, '/api/MinSideRedirect.aspx', 'Min side – Mette Jensen') },
  ...wizardTrin,
  {
    rute: '/app/forudbetaling/anmod/:ansogningNr',
    rolle: 'loenmodtager',
    navn: 'guiden med forvalgt ansøgning',
    vis: async (p) => {
      // A fresh start from the link: the tab's kept receipt of the request just sent is not resumed.
      await p.evaluate(() => sessionStorage.clear());
      await goto(p, '/app/forudbetaling/anmod/A-2026-001002', 'Anmod om forudbetaling');
      await p.getByRole('checkbox', { name: /Truckcertifikat B/, checked: true }).waitFor();
    },
  },
  {
    rute: '/app/forudbetaling/anmodning/:id',
    rolle: 'loenmodtager',
    navn: 'indsendt anmodning',
    vis: async (p) => {
      await goto(p, '/app', /^Min side/);
      await p
        .getByRole('row', { name: /Svejsning efter EN ISO 9606-1/ })
        .getByRole('link', { name: /^Vis anmodning fra/ })
        .click();
      await h1(p, /anmodning/i);
      await p.getByText('18.500,00 kr.').first().waitFor();
    },
  },
  {
    rute: '/nyhjemmeside/Loenmodtager/AlleAnsoegninger',
    rolle: 'loenmodtager',
    navn: 'mine ansøgninger',
    vis: (p) => goto(p, '/nyhjemmeside/Loenmodtager/AlleAnsoegninger', 'Mine ansøgninger'),
  },
  {
    rute: '/app/virksomhed/arbejdsmangel/anmod',
    rolle: 'loenmodtager',
    navn: 'virksomhedens formular for en lønmodtager',
    vis: async (p) => {
      await p.goto('/app/virksomhed/arbejdsmangel/anmod');
      await p.waitForURL('**/log-ind?**');
      await h1(p, 'Log ind');
    },
  },

  // The company.
  {
    rute: '/app/virksomhed',
    rolle: 'virksomhed',
    navn: 'virksomhedens startside (fra /app)',
    vis: async (p) => {
      // A signed-in company that opens /app lands on its own start page.
      await p.goto('/app');
      await p.waitForURL((url) => url.pathname === '/app/virksomhed');
      await h1(p, 'Virksomhedens side');
      await h2(p, 'Jeres ansøgninger');
      await ingenSpinner(p);
    },
  },
  {
    rute: '/app/virksomhed/arbejdsmangel/anmod',
    rolle: 'virksomhed',
    navn: 'ansøgning om arbejdsmangel med fejl',
    vis: async (p) => {
      await goto(p, '/app/virksomhed/arbejdsmangel/anmod', /arbejdsmangel/i);
      await knap(p, 'Indsend ansøgning').click();
      await p.getByRole('heading', { name: /^Der er \d+ fejl$/ }).waitFor();
      await p.getByText('Ingen medarbejdere angivet.').first().waitFor();
    },
  },
  {
    rute: '/app/virksomhed/arbejdsmangel/anmod',
    rolle: 'virksomhed',
    navn: 'dialogen Tilføj medarbejder',
    vis: async (p) => {
      await p.getByLabel('Fra').first().fill('2027-03-01');
      await p.getByLabel('Til').first().fill('2027-04-04');
      await knap(p, 'Tilføj medarbejder').click();
      await dialog(p, 'Tilføj medarbejder');
    },
  },
  {
    rute: '/app/virksomhed/arbejdsmangel/anmod',
    rolle: 'virksomhed',
    navn: "del 5 'Indsend ansøgning' med oversigten over ansøgningen",
    vis: async (p) => {
      const tilfoej = p.getByRole('dialog', { name: 'Tilføj medarbejder' });
      await tilfoej.getByLabel(/^Navn\*?$/).fill('Anna Krogh');
      await tilfoej.getByLabel(/^CPR-nummer\*?$/).fill('020290-1234');
      await tilfoej.getByLabel('Uge 10, 2027', { exact: true }).fill('30');
      await tilfoej.getByRole('button', { name: 'Gem', exact: true }).click();
      await tilfoej.waitFor({ state: 'detached' });
      await p.getByRole('radio', { name: 'Hele virksomheden', exact: true }).check();
      await p.getByRole('radio', { name: 'Samtlige omfattede medarbejdere', exact: true }).check();
      await p.getByRole('region', { name: 'Kontrollér dine oplysninger' }).getByRole('link', { name: 'Ret medarbejdere' }).waitFor();
    },
  },
  {
    rute: '/app/virksomhed/arbejdsmangel/ansoegning/:id',
    rolle: 'virksomhed',
    navn: 'en af virksomhedens ansøgninger til læsning',
    vis: async (p, sager) => {
      await goto(p, '/app/virksomhed', 'Virksomhedens side');
      await p.getByRole('link', { name: `Vis ansøgning nr. ${sager.arbejdsmangel}` }).click();
      await h1(p, 'Ansøgning om støtte ved midlertidig arbejdsmangel');
      await h2(p, 'Historik');
    },
  },
  {
    rute: '/app/virksomhed/*',
    rolle: 'virksomhed',
    navn: 'virksomhedsområdets ukendte side',
    vis: (p) => iAppen(p, '/app/virksomhed', '/app/virksomhed/ukendt'),
  },

  // The secretariat.
  { rute: '/app/admin', rolle: 'admin', navn: 'sekretariatets forside', vis: (p) => goto(p, '/app/admin', 'Sekretariatet') },
  {
    rute: '/app/admin/forudbetaling',
    rolle: 'admin',
    navn: 'forudbetalinger til behandling',
    vis: async (p) => {
      await goto(p, '/app/admin/forudbetaling', 'Forudbetalinger til behandling');
      await p
        .getByRole('row', { name: /Lars Nielsen/ })
        .first()
        .waitFor();
    },
  },
  {
    rute: '/app/admin/forudbetaling/behandling',
    rolle: 'admin',
    navn: 'behandlingslisten sorteret',
    vis: async (p) => {
      await goto(p, '/app/admin/forudbetaling/behandling', 'Forudbetalinger til behandling');
      await knap(p, 'Ansøger').click();
    },
  },
  {
    rute: '/app/admin/forudbetaling/behandling/anmodning/:id',
    rolle: 'admin',
    navn: 'behandling af en anmodning',
    vis: async (p, s) => {
      await goto(p, `/app/admin/forudbetaling/behandling/anmodning/${s.anmodning}`, /anmodning/i);
      await knap(p, 'Godkend anmodning').waitFor();
    },
  },
  {
    rute: '/app/admin/forudbetaling/behandling/anmodning/:id',
    rolle: 'admin',
    navn: 'e-mail-dialogen ved godkendelse',
    vis: async (p) => {
      await knap(p, 'Godkend anmodning').click();
      await p.getByRole('dialog').getByRole('button', { name: 'Godkend og send' }).waitFor();
    },
  },
  {
    rute: '/app/admin/forudbetaling/behandling/anmodning/:id',
    rolle: 'admin',
    navn: 'dialogen Manuel behandling',
    vis: async (p) => {
      await p.getByRole('dialog').getByRole('button', { name: 'Annuller' }).click();
      await p.getByRole('dialog').waitFor({ state: 'detached' });
      await knap(p, 'Manuel behandling').click();
      await p.getByRole('dialog').getByText('Status', { exact: false }).first().waitFor();
    },
  },
  {
    rute: '/app/admin/forudbetaling/anmodning',
    rolle: 'admin',
    navn: 'alle anmodninger',
    vis: async (p) => {
      await goto(p, '/app/admin/forudbetaling/anmodning', /anmodninger/i);
      await p
        .getByRole('row', { name: /Lars Nielsen/ })
        .first()
        .waitFor();
    },
  },
  {
    rute: '/app/admin/forudbetaling/anmodning/:id',
    rolle: 'admin',
    navn: 'en anmodning, kun læsning',
    vis: async (p, s) => {
      await goto(p, `/app/admin/forudbetaling/anmodning/${s.anmodning}`, /anmodning/i);
      await p.getByRole('link', { name: 'Behandling af anmodning' }).or(knap(p, 'Behandling af anmodning')).waitFor();
    },
  },
  {
    rute: '/app/admin/arbejdsmangel/ansoegning',
    rolle: 'admin',
    navn: 'ansøgninger om arbejdsmangel',
    vis: async (p) => {
      await goto(p, '/app/admin/arbejdsmangel/ansoegning', 'Ansøgninger om arbejdsmangel');
      await p
        .getByRole('row', { name: /Fyns Træ og Byg ApS/ })
        .first()
        .waitFor();
    },
  },
  {
    rute: '/app/admin/arbejdsmangel/ansoegning/:id',
    rolle: 'admin',
    navn: 'en ansøgning om arbejdsmangel',
    vis: async (p, s) => {
      await goto(p, `/app/admin/arbejdsmangel/ansoegning/${s.arbejdsmangel}`, 'Ansøgning om arbejdsmangel');
      await knap(p, 'Rediger omfang').waitFor();
    },
  },
  ...[
    ['Rediger omfang', 'Rediger omfang af virksomhed'],
    ['Rediger periode', 'Rediger periode'],
    ['Rediger enighed', 'Rediger enighed med medarbejdere'],
    ['Rediger Jens Lund', 'Rediger medarbejder'],
    ['Tilføj medarbejder', 'Tilføj medarbejder'],
  ].map(([knapNavn = '', dialogNavn = '']): Skaerm => ({
    rute: '/app/admin/arbejdsmangel/ansoegning/:id',
    rolle: 'admin',
    navn: `dialogen ${dialogNavn}`,
    vis: async (p) => {
      const aaben = p.getByRole('dialog');
      if (await aaben.count()) {
        await aaben.getByRole('button', { name: 'Annuller' }).click();
        await aaben.waitFor({ state: 'detached' });
      }
      await knap(p, knapNavn).click();
      await dialog(p, dialogNavn);
    },
  })),
  {
    rute: '/app/admin/arbejdsmangel/ansoegning/:id',
    rolle: 'admin',
    navn: 'besked efter en handling',
    vis: async (p) => {
      await p.getByRole('dialog').getByRole('button', { name: 'Annuller' }).click();
      await knap(p, 'Attester ansøgning på vegner af medarbejdere').click();
      await p.getByRole('alert').getByRole('button', { name: 'Luk besked' }).waitFor();
    },
  },
  {
    rute: '/nyadmin/ArbejdsmangelJournalisering/:id',
    rolle: 'admin',
    navn: 'journalen (nyadmin)',
    vis: async (p, s) => {
      await p.goto(await s.nyadmin(`/nyadmin/ArbejdsmangelJournalisering/${s.arbejdsmangel}`));
      await h1(p, 'Journaliserede e-mails');
    },
  },
  {
    rute: '/nyadmin/Arbejdsmangel/:id',
    rolle: 'admin',
    navn: 'VEU-oplysninger (nyadmin)',
    vis: async (p, s) => {
      await p.goto(await s.nyadmin(`/nyadmin/Arbejdsmangel/${s.arbejdsmangel}`));
      await h1(p, /VEU/);
    },
  },
  { rute: '/app/admin/tekst', rolle: 'admin', navn: 'tekster', vis: (p) => goto(p, '/app/admin/tekst', 'Tekster') },
  { rute: '/app/admin/tekst/opret', rolle: 'admin', navn: 'opret tekst', vis: (p) => goto(p, '/app/admin/tekst/opret', 'Opret tekst') },
  {
    rute: '/app/admin/tekst/:noegle',
    rolle: 'admin',
    navn: 'rediger en html-tekst',
    vis: async (p) => {
      await goto(p, `/app/admin/tekst/${encodeURIComponent('forudbetaling:tro-og-love')}`, 'Rediger tekst');
      await p.getByText('Jeg erklærer på tro og love,').first().waitFor();
    },
  },
  {
    rute: '/app/admin/arbejdsgange',
    rolle: 'admin',
    navn: 'arbejdsgange',
    vis: async (p) => {
      await goto(p, '/app/admin/arbejdsgange', 'Arbejdsgange');
      await p.locator('svg').first().waitFor();
    },
  },
  {
    rute: '/app/admin/forudbetaling/betalingsordrer',
    rolle: 'admin',
    navn: 'betalingsordrer med periodens fejlbesked',
    vis: async (p) => {
      await goto(p, '/app/admin/forudbetaling/betalingsordrer?fraDato=2026-12-01&tilDato=2026-11-01', 'Betalingsordrer');
      await p.getByText('Godkendt til skal være samme dag som Godkendt fra eller senere.').first().waitFor();
    },
  },
  {
    rute: '/app/admin/overblik',
    rolle: 'admin',
    navn: 'overblik',
    vis: async (p) => {
      await goto(p, '/app/admin/overblik', 'Overblik');
      await p.getByRole('figure', { name: 'Sager pr. status nu: Anmodning om forudbetaling' }).waitFor();
    },
  },
  { rute: '/app/admin/formularer', rolle: 'admin', navn: 'formularer', vis: (p) => goto(p, '/app/admin/formularer', 'Formularer') },
  {
    rute: '/app/admin/webhooks',
    rolle: 'admin',
    navn: 'webhooks med formularens fejlbeskeder',
    vis: async (p) => {
      await goto(p, '/app/admin/webhooks', 'Webhooks');
      await knap(p, 'Opret abonnement').click();
      await p.getByText('Vælg mindst én hændelse.').first().waitFor();
    },
  },
  {
    rute: '/app/admin/formularer/:navn',
    rolle: 'admin',
    navn: 'arbejdsgiverens ansøgning med eksempeldata og beskeder',
    vis: async (p) => {
      await goto(p, '/app/admin/formularer/arbejdsmangel-opret', 'Ansøgning om støtte ved midlertidig arbejdsmangel');
      await p.getByRole('table', { name: 'Beskeder i Ansøgning om støtte ved midlertidig arbejdsmangel' }).waitFor();
      await p.getByText('Anna Krogh').first().waitFor();
    },
  },
  {
    rute: '/app/admin/formularer/:navn',
    rolle: 'admin',
    navn: 'guidens fakturatrin med en besked ved feltet',
    vis: async (p) => {
      await goto(p, '/app/admin/formularer/forudbetaling-faktura', 'Fakturaoplysninger');
      await p.getByLabel(/^Fakturanummer/).fill('');
      await p.locator('form').getByText('Der skal angives fakturanummer.').waitFor();
    },
  },
  {
    rute: '/app/admin/definitioner',
    rolle: 'admin',
    navn: 'definitionerne: udkast og nyt udkast med fejlbesked',
    vis: async (p) => {
      await goto(p, '/app/admin/definitioner', 'Definitioner');
      await knap(p, 'Nyt udkast').click();
      await p.getByText('Skriv en titel på udkastet.').waitFor();
    },
  },
  {
    rute: '/app/admin/definitioner/udkast/:id',
    rolle: 'admin',
    navn: 'et udkast med en ændret fil, dens forskel og tjekkets fejl',
    vis: async (p) => {
      await p.getByLabel('Titel på udkastet').fill('Tilgængelighed');
      await knap(p, 'Nyt udkast').click();
      await h1(p, 'Tilgængelighed');
      await p.getByLabel('Fil', { exact: true }).selectOption('schemas/tekst-opret.ui.json');
      const editor = p.getByLabel('Filens JSON');
      await editor.fill((await editor.inputValue()).replace('"ui:widget": "radio"', '"ui:widget": "radoi"'));
      await knap(p, 'Gem fil').click();
      await p.getByText(/^Tjekket fandt 1 fejl\./).waitFor();
      await p.getByRole('figure').first().waitFor();
    },
  },
  {
    rute: '/app/admin/definitioner/udkast/:id/formularer',
    rolle: 'admin',
    navn: 'formulareditoren med et delt felt, forhåndsvisningen og en afvist regel',
    vis: async (p) => {
      await p.getByRole('navigation', { name: 'Editorer' }).getByRole('link', { name: 'Formularer' }).click();
      await h1(p, 'Formularer i udkastet');
      await p.getByLabel('Formular', { exact: true }).selectOption({ label: 'Fakturaoplysninger' });
      await knap(p, 'Rediger Fakturanummer').click();
      await p
        .getByRole('region', { name: 'Forhåndsvisning' })
        .getByLabel(/^Fakturanummer/)
        .waitFor();
      await p.getByLabel('Mønster (regulært udtryk)', { exact: true }).fill('^(?=A)');
      await knap(p, 'Gem ændringer').click();
      await p.getByText(/^Ændringerne er ikke gemt\./).waitFor();
    },
  },
  {
    rute: '/app/admin/definitioner/udkast/:id/trin',
    rolle: 'admin',
    navn: 'guidens trin i et udkast: listen, forhåndsvisningen og en fejlbesked',
    vis: async (p) => {
      // Back from the previous editor to the draft, whose nav leads here.
      await p.goBack();
      await h1(p, 'Tilgængelighed');
      await p.getByRole('navigation', { name: 'Editorer' }).getByRole('link', { name: 'Guidens trin' }).click();
      await h1(p, 'Guidens trin: Tilgængelighed');
      await knap(p, 'Tilføj trin').click();
      await p.getByText(/^Skriv en titel på trinnet/).waitFor();
      await ingenSpinner(p);
    },
  },
  {
    rute: '/app/admin/definitioner/udkast/:id/tekster',
    rolle: 'admin',
    navn: 'udkastets tekster, søgt, med hvor hver bruges',
    vis: async (p) => {
      // Back from the previous editor to the draft, whose nav leads here.
      await p.goBack();
      await h1(p, 'Tilgængelighed');
      await p.getByRole('navigation', { name: 'Editorer' }).getByRole('link', { name: 'Tekster' }).click();
      await h1(p, 'Tekster i udkastet');
      await p.getByLabel('Søg i tekster').fill('Log ind som');
      await p.getByRole('region', { name: 'web.start.loenmodtager.logInd' }).waitFor();
    },
  },
  {
    rute: '/app/admin/definitioner/udkast/:id/arbejdsgange',
    rolle: 'admin',
    navn: 'arbejdsgangseditoren med en valgt handling og en fejlbesked ved feltet',
    vis: async (p) => {
      await goto(p, '/app/admin/definitioner', 'Definitioner');
      await p.getByLabel('Titel på udkastet').fill('Tilgængelighed i arbejdsgange');
      await knap(p, 'Nyt udkast').click();
      await h1(p, 'Tilgængelighed i arbejdsgange');
      await p.getByRole('navigation', { name: 'Editorer' }).getByRole('link', { name: 'Arbejdsgange' }).click();
      await h1(p, 'Arbejdsgange i udkastet');
      await knap(p, 'Handling Godkend ansøgning (Attesteret → Godkendt)').click();
      const handling = p.getByRole('region', { name: 'Handling RegistrerGodkendtAfSekretariatet fra EnighedAttesteret' });
      await handling.getByLabel('Label').fill('');
      await handling.getByRole('button', { name: 'Gem', exact: true }).click();
      await handling.getByText('Skriv en label.').waitFor();
    },
  },
  {
    rute: '/app/admin/definitioner/versioner',
    rolle: 'admin',
    navn: 'definitionernes versioner',
    vis: (p) => goto(p, '/app/admin/definitioner/versioner', 'Versioner af definitionerne'),
  },
  {
    rute: '/app/admin/*',
    rolle: 'admin',
    navn: 'sekretariatets ukendte side',
    vis: (p) => iAppen(p, '/app/admin', '/app/admin/ukendt'),
  },
  {
    rute: '/app/outlook-journalisering',
    rolle: 'admin',
    navn: 'Outlook-tilføjelsen',
    vis: async (p) => {
      await goto(p, '/app/outlook-journalisering', 'Journalisering af e-mail');
      await p.getByRole('status').getByText(/./).first().waitFor();
    },
  },
];

/** Goes to a path and waits for its main heading and for every spinner to go. */
async function goto(page: Page, sti: string, overskrift: string | RegExp): Promise<void> {
  await page.goto(sti);
  await h1(page, overskrift);
  await ingenSpinner(page);
}

/**
 * The app's own not-found screen for `sti`, reached by navigating inside the app from `fra`: the
 * server answers the address itself with its 404 page (the `*` screens).
 */
async function iAppen(page: Page, fra: string, sti: string): Promise<void> {
  await page.goto(fra);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.evaluate((til) => {
    history.pushState(null, '', til);
    dispatchEvent(new PopStateEvent('popstate'));
  }, sti);
  await h1(page, 'Siden findes ikke');
  await ingenSpinner(page);
}

/** Waits until no loading spinner is left on the page (a page may have several, one per region). */
async function ingenSpinner(page: Page): Promise<void> {
  await page.waitForFunction(() => ![...document.querySelectorAll('[role="status"]')].some((e) => e.textContent?.includes('Indlæser')));
}
