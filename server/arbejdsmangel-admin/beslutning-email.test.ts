import { describe, expect, it } from 'vitest';
import { laesUdbakke, type LaestMail } from '../testing/eml';
import { testApp } from '../testing/app';
import { gyldigAnsoegning } from '../testing/fixtures';

type Json = Record<string, unknown>;
const WORKFLOW = 'workflows/arbejdsmangel-ansoegning.machine.json';
const TEKSTER = 'content/tekster.json';

/** A fresh app where Nordisk Stål & Montage A/S can apply and the secretariat can move its applications. */
async function opsaet() {
  const api = testApp();
  const virksomhed = await api.citizenLogin('virksomhed', '31245001');
  const bearer = async (bruger: string) => ({ Authorization: `Bearer ${(await api.adminLogin(bruger)).accessToken}` });
  const admin = await bearer('admin');
  const analytiker = await bearer('analytiker');
  const opret = async () => {
    const res = await api.json('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), { Cookie: virksomhed });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const handling = async (id: number, h: string) =>
    (await api.json('PUT', `/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=${id}`, { handling: h }, admin))
      .status;
  /** The e-mails the handling put in the outbox (the receipts before it are not counted). */
  const sendteVed = async (id: number, h: string, status = 200): Promise<LaestMail[]> => {
    // The files are named by the test clock's time, which stands still: the new ones are those not there before.
    const foer = (await laesUdbakke(api.dataDir)).map((m) => JSON.stringify(m));
    expect(await handling(id, h)).toBe(status);
    const nye = await laesUdbakke(api.dataDir);
    for (const gammel of foer) nye.splice(nye.map((m) => JSON.stringify(m)).indexOf(gammel), 1);
    return nye;
  };
  return { ...api, admin, analytiker, opret, handling, sendteVed };
}

const TIL = 'hr@nordisk-staal.example.dk';

describe("the company hears the secretariat's decisions (meta.email)", () => {
  it('approving sends the company exactly one e-mail with the number and the decision in Danish, html and plain text', async () => {
    const { opret, handling, sendteVed } = await opsaet();
    const id = await opret();
    expect(await handling(id, 'RegistrerAccepteretAfMedarbejdere')).toBe(200);
    const sendte = await sendteVed(id, 'RegistrerGodkendtAfSekretariatet');
    expect(sendte).toHaveLength(1);
    const [mail] = sendte as [LaestMail];
    expect(mail.til).toBe(TIL);
    expect(mail.emne).toBe(`Jeres ansøgning om støtte ved midlertidig arbejdsmangel er godkendt (Ansøgning ${id})`);
    expect(mail.indholdstype).toMatch(/^multipart\/alternative/);
    for (const del of [mail.html, mail.tekst]) {
      expect(del).toContain(`Sekretariatet har godkendt jeres ansøgning nr. ${id}`);
      expect(del).toContain('1. marts 2027 – 4. april 2027 med 2 medarbejdere');
      expect(del).toContain('status Godkendt');
      expect(del).not.toContain('{{');
    }
    // No employee's CPR number goes by e-mail.
    expect(mail.html + mail.tekst).not.toMatch(/020290|030385|010170/);
  });

  it('rejecting, by the secretariat at each status that allows it and on behalf of the employees, sends one e-mail saying afvist', async () => {
    const { opret, handling, sendteVed } = await opsaet();
    const [a, b, c] = [await opret(), await opret(), await opret()];
    expect(await handling(b, 'RegistrerAccepteretAfMedarbejdere')).toBe(200);
    for (const [id, h] of [
      [a, 'RegistrerAfvistAfSekretariatet'],
      [b, 'RegistrerAfvistAfSekretariatet'],
      [c, 'RegistrerAfvistAfMedarbejdere'],
    ] as const) {
      const sendte = await sendteVed(id, h);
      expect(sendte.map((m) => [m.til, m.emne])).toEqual([
        [TIL, `Jeres ansøgning om støtte ved midlertidig arbejdsmangel er afvist (Ansøgning ${id})`],
      ]);
      expect(sendte[0]!.tekst).toContain(`nr. ${id}`);
      expect(sendte[0]!.tekst).toContain('status Afvist');
    }
    expect((await sendteVed(c, 'RegistrerGodkendtAfSekretariatet')).map((m) => m.emne)).toEqual([
      `Jeres ansøgning om støtte ved midlertidig arbejdsmangel er godkendt (Ansøgning ${c})`,
    ]);
  });

  it("the employees' attestation sends one e-mail; a transition without meta.email and a refused one send none", async () => {
    const { opret, sendteVed } = await opsaet();
    const id = await opret();
    expect((await sendteVed(id, 'RegistrerAccepteretAfMedarbejdere')).map((m) => m.emne)).toEqual([
      `Medarbejderne er enige i jeres ansøgning om støtte ved midlertidig arbejdsmangel (Ansøgning ${id})`,
    ]);
    // Refused (409): nothing stored, nothing sent.
    expect(await sendteVed(id, 'SendTilUdbetaling', 409)).toEqual([]);
    expect(await sendteVed(id, 'RegistrerGodkendtAfSekretariatet')).toHaveLength(1);
    // SendTilUdbetaling names no e-mail in the released workflow.
    expect(await sendteVed(id, 'SendTilUdbetaling')).toEqual([]);
  });

  it('a published definitions change adding meta.email to another transition sends it, for applications on that version', async () => {
    const { json, admin, analytiker, opret, handling, sendteVed } = await opsaet();
    const kald = async (method: string, sti: string, body: unknown, headers: Record<string, string>) => {
      const res = await json(method, sti, body, headers);
      return { status: res.status, krop: (await res.json()) as Json };
    };
    const foer = await opret();
    for (const h of ['RegistrerAccepteretAfMedarbejdere', 'RegistrerGodkendtAfSekretariatet']) expect(await handling(foer, h)).toBe(200);

    const filer = (await kald('GET', '/api/Definitioner/Live', undefined, analytiker)).krop['filer'] as Record<string, Json>;
    const workflow = structuredClone(filer[WORKFLOW]!) as { states: Record<string, { on: Record<string, { meta: Json }> }> };
    workflow.states['Godkendt']!.on['SendTilUdbetaling']!.meta['email'] = 'arbejdsmangel-udbetalt';
    const tekster = {
      ...filer[TEKSTER],
      'email:arbejdsmangel-udbetalt:emne': {
        type: 'text',
        beskrivelse: 'Pladsholdere: {{ansoegningId}}.',
        indhold: 'Støtten er overført til udbetaling (Ansøgning {{ansoegningId}})',
      },
      'email:arbejdsmangel-udbetalt:indhold': {
        type: 'html',
        beskrivelse: 'Pladsholdere: {{virksomhedsNavn}}, {{ansoegningId}}, {{status}}.',
        indhold:
          '<p>Kære {{virksomhedsNavn}}</p><p>Støtten til ansøgning nr. {{ansoegningId}} er overført til udbetaling ({{status}}).</p>',
      },
    };
    const udkast = await kald('POST', '/api/Definitioner/Udkast', { titel: 'E-mail ved udbetaling' }, analytiker);
    expect(udkast.status).toBe(201);
    const id = String(udkast.krop['id']);
    for (const [sti, indhold] of [
      [WORKFLOW, workflow],
      [TEKSTER, tekster],
    ] as const) {
      expect((await kald('PUT', `/api/Definitioner/Udkast/${id}/Filer`, { sti, indhold }, analytiker)).status).toBe(200);
    }
    expect((await kald('POST', `/api/Definitioner/Udkast/${id}/Tjek`, undefined, analytiker)).krop).toEqual({ fejl: [] });
    expect((await kald('POST', `/api/Definitioner/Udkast/${id}/Udgiv`, { note: 'E-mail ved udbetaling' }, admin)).status).toBe(201);

    // Live at once, without a restart: an application sent now works on the new version and is told.
    const efter = await opret();
    for (const h of ['RegistrerAccepteretAfMedarbejdere', 'RegistrerGodkendtAfSekretariatet']) expect(await handling(efter, h)).toBe(200);
    const sendte = await sendteVed(efter, 'SendTilUdbetaling');
    expect(sendte.map((m) => [m.til, m.emne])).toEqual([[TIL, `Støtten er overført til udbetaling (Ansøgning ${efter})`]]);
    expect(sendte[0]!.tekst).toContain(`Støtten til ansøgning nr. ${efter} er overført til udbetaling (Udbetalt).`);
    // One sent before stays on its own workflow version, which names no e-mail there.
    expect(await sendteVed(foer, 'SendTilUdbetaling')).toEqual([]);
  });
});
