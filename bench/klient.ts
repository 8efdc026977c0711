import { dataUri, fakturaPdf } from '../server/testing/faktura';

/** A 1 MB invoice PDF as a data URI, unique per `i` (so no two requests share an invoice file). */
export async function pdfPaa1Mb(): Promise<(i: number) => string> {
  const pdf = await fakturaPdf();
  return (i: number) => {
    const bytes = new Uint8Array(1024 * 1024);
    bytes.set(pdf);
    bytes.set(new TextEncoder().encode(`\n%bench ${i} ${Date.now()}\n`), pdf.length);
    return dataUri(bytes, 'application/pdf', `faktura-${i}.pdf`);
  };
}

/** Mette's session cookie (the demo login) and an admin's bearer header, as the benchmark's requests send them. */
export async function login(base: string) {
  const res = await fetch(`${base}/fonditlogin`, {
    method: 'POST',
    body: new URLSearchParams({ loginHint: 'loenmodtager', bruger: 'lm-mette', returnUrl: '/app' }),
    redirect: 'manual',
  });
  const mette = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const token = (
    (await (
      await fetch(`${base}/api/auth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"brugernavn":"admin","adgangskode":"admin"}',
      })
    ).json()) as { accessToken: string }
  ).accessToken;
  return { mette, admin: { Authorization: `Bearer ${token}` } };
}

/** POST of a request as Mette makes it: one free course application and its invoice of 1 MB (`dataUri`), numbered `fakturaNummer`. */
export function opretAnmodning(
  base: string,
  mette: string,
  ansogningId: number | undefined,
  fakturaNummer: string,
  dataUri: string,
): [string, RequestInit] {
  return [
    `${base}/api/Forudbetaling/OpretForudbetalingAnmodning`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: mette },
      body: JSON.stringify({
        status: 'Oprettet',
        deltagelser: [{ ansogningId, pris: 1000, periodeStart: '2026-10-01', periodeSlut: '2026-10-10' }],
        faktura: { fakturaNummer, cvr: '35124004', dokument: { dataUri }, bankOverfoersel: { regNr: '1234', kontoNummer: '1234567' } },
      }),
    },
  ];
}
