import { testApp } from './app';
import { dataUri, fakturaPdf } from './faktura';
import { gyldigAnmodning } from './fixtures';

/** A fresh app (testApp), Mette Jensen's request made through the employee API, and the headers of her and of the admin. */
export async function appMedAnmodning(...args: Parameters<typeof testApp>) {
  const api = testApp(...args);
  const mette = { Cookie: await api.citizenLogin('loenmodtager', 'lm-mette') };
  const admin = { Authorization: `Bearer ${(await api.adminLogin()).accessToken}` };
  const svar = await api.json(
    'POST',
    '/api/Forudbetaling/OpretForudbetalingAnmodning',
    gyldigAnmodning(dataUri(await fakturaPdf())),
    mette,
  );
  if (svar.status !== 201) throw new Error(`The request was not made: ${svar.status} ${await svar.text()}`);
  const { id } = (await svar.json()) as { id: number };
  return { ...api, id, mette, admin };
}

/** The body of GodkendAnmodning for a request, with the e-mail as the dialog sends it. */
export const godkendelse = (anmodningId: number) => ({
  anmodningId,
  email: { subject: `Din anmodning (Anmodning ${anmodningId})`, body: '<!DOCTYPE html><html><body><p>Godkendt</p></body></html>' },
});
