import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFejl, apiFetch } from '../../../shared/api/client';
import { hentTilskud } from './hent-tilskud';

vi.mock('../../../shared/api/client', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client')>()),
  apiFetch: vi.fn(),
}));

const mulig = {
  ansogningId: 7,
  ansoegningsnummer: 'A-7',
  kursusNavn: 'Svejsning',
  deltagerGebyr: 0,
  gaeldendeFra: '2027-01-04',
  gaeldendeTil: '2027-01-08',
};
const anmodet = { ansogningId: 8, ansoegningsnummer: 'A-8', kursusNavn: 'Truckcertifikat' };
const fejl = new ApiFejl(503, { type: 'about:blank', title: 'Tjenesten svarer ikke.', status: 503 });

/** Answers each path as given: a value, or an error to throw. */
function svar(efterSti: Record<string, unknown>) {
  vi.mocked(apiFetch).mockImplementation((sti: string) => {
    const v = efterSti[sti.replace('/api/Forudbetaling/', '')];
    return v instanceof Error ? Promise.reject(v) : Promise.resolve(v);
  });
}

afterEach(() => vi.mocked(apiFetch).mockReset());

describe('hentTilskud', () => {
  it('goes on without the already-requested courses when that optional call fails', async () => {
    svar({ AnsogningerDerKanOprettesAnmodningerFor: [mulig], AnsogningerMedAnmodning: fejl });
    const kurser = await hentTilskud();
    expect(kurser.tilskud.map((k) => k.id)).toEqual([7]);
    expect(kurser.alleredeAnmodet).toEqual([]);
  });

  it('names both lists when both answer, and fails when the courses that can be prepaid cannot be fetched', async () => {
    svar({ AnsogningerDerKanOprettesAnmodningerFor: [mulig], AnsogningerMedAnmodning: [anmodet] });
    expect((await hentTilskud()).alleredeAnmodet).toEqual([{ id: 8, ansoegningsnummer: 'A-8', uddannelse: { navn: 'Truckcertifikat' } }]);

    svar({ AnsogningerDerKanOprettesAnmodningerFor: fejl, AnsogningerMedAnmodning: [anmodet] });
    await expect(hentTilskud()).rejects.toBe(fejl);
  });
});
