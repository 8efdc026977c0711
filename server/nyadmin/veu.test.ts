import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/app';
import { gyldigAnsoegning } from '../testing/fixtures';

/** The VEU page of an application the company sends, as the secretariat opens it (one-time code, then cookie). */
async function veuSide(ansoegning: object): Promise<string> {
  const api = testApp();
  const virksomhed = await api.citizenLogin('virksomhed', '31245001');
  const oprettet = await api.json('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', ansoegning, { Cookie: virksomhed });
  const { id } = (await oprettet.json()) as { id: number };
  const sti = `/nyadmin/Arbejdsmangel/${id}`;
  const { accessToken } = await api.adminLogin();
  const kode = await api.json('POST', '/api/NyadminAdgang', { til: sti }, { Authorization: `Bearer ${accessToken}` });
  const boot = await api.app.request(((await kode.json()) as { url: string }).url);
  const cookie = (boot.headers.get('Set-Cookie') ?? '').split(';')[0]!;
  const side = await api.app.request(sti, { headers: { Cookie: cookie } });
  expect(side.status).toBe(200);
  return (await side.text()).replace(/\s+/g, ' ');
}

/** The description list's value for a label: `<dt>label</dt> <dd>value</dd>`. */
const vaerdi = (side: string, etiket: string) => new RegExp(`<dt[^>]*>${etiket}</dt> <dd[^>]*>([^<]*)</dd>`).exec(side)?.[1];

// Issue 24: the page showed HeleVirksomheden, SamtligeOmfattedeMedarbejdere and an unlabelled '(14 / 2)'.
describe('/nyadmin/Arbejdsmangel/{id}, the VEU page', () => {
  it("names scope and agreement by the form's titles, the status by its workflow label, and every figure with its unit", async () => {
    const side = await veuSide({ ...gyldigAnsoegning(), omfang: 'HeleVirksomheden', enighed: 'SamtligeOmfattedeMedarbejdere' });
    expect(vaerdi(side, 'Omfang')).toBe('Hele virksomheden');
    expect(vaerdi(side, 'Enighed')).toBe('Samtlige omfattede medarbejdere');
    expect(vaerdi(side, 'Status')).toBe('Afventer attestering');
    expect(vaerdi(side, 'Periode')).toBe('01.03.2027 – 04.04.2027');
    expect(vaerdi(side, 'Varighed')).toBe('35 dage over 5 uger');
    expect(side).not.toMatch(/HeleVirksomheden|SamtligeOmfattedeMedarbejdere|Indsendt|\(\d+ \/ \d+\)/);
    expect(side).not.toContain('Navn på afdeling / produktionsenhed');
    // Anna's row: her total under its column, each week with its hours.
    expect(side).toContain('<th scope="col" class="text-end">Kursustimer i alt</th>');
    expect(side).toMatch(/<td>Anna Krogh<\/td> <td>020290-1234<\/td> <td class="text-end">55,50<\/td>/);
    expect(side).toContain('<li>Uge 9, 2027: 37,00 timer</li><li>Uge 10, 2027: 18,50 timer</li>');
  });

  it('names a department, a representative agreement, and a single day, week and hour in the singular', async () => {
    const [anna] = gyldigAnsoegning().medarbejdere;
    const side = await veuSide({
      ...gyldigAnsoegning(),
      enighed: 'TalsrepraesentantEllerAndenPersonMedFuldmagt',
      periode: { fra: '2027-03-01', til: '2027-03-01' },
      medarbejdere: [{ ...anna, kursusTimerPerUge: [{ aar: 2027, ugeNr: 9, timerPerUge: 1 }] }],
    });
    expect(vaerdi(side, 'Omfang')).toBe('Afdeling');
    expect(vaerdi(side, 'Navn på afdeling / produktionsenhed')).toBe('Svejseafdelingen');
    expect(vaerdi(side, 'Enighed')).toBe('Talsrepræsentant eller anden person med fuldmagt fra medarbejderne');
    expect(vaerdi(side, 'Varighed')).toBe('1 dag over 1 uge');
    expect(side).toContain('<li>Uge 9, 2027: 1,00 time</li>');
  });
});
