import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** An e-mail of the outbox as its reader sees it: the subject and the html body decoded. */
export interface LaestMail {
  til: string;
  emne: string;
  html: string;
}

/** Every `.eml` the portal wrote to DATA_DIR/outbox, decoded, in file name order. */
export async function laesUdbakke(dataDir: string): Promise<LaestMail[]> {
  const mappe = join(dataDir, 'outbox');
  const filer = (await readdir(mappe).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(filer.map(async (fil) => laesEml(await readFile(join(mappe, fil), 'utf8'))));
}

/** An `.eml` as nodemailer writes one (one text/html part): headers unfolded, RFC 2047 words and the transfer encoding undone. */
export function laesEml(eml: string): LaestMail {
  const skel = eml.indexOf('\n\n');
  const hoveder = eml.slice(0, skel).replace(/\r?\n[ \t]+/g, ' ');
  const hoved = (navn: string) => new RegExp(`^${navn}: (.*)$`, 'mi').exec(hoveder)?.[1] ?? '';
  const krop = eml.slice(skel + 2);
  const kodning = hoved('Content-Transfer-Encoding').toLowerCase();
  const html = kodning === 'base64' ? Buffer.from(krop, 'base64').toString('utf8') : kodning === 'quoted-printable' ? qp(krop) : krop;
  return { til: hoved('To'), emne: ord(hoved('Subject')), html };
}

/** Quoted-printable (RFC 2045): soft line breaks dropped, `=XX` as the UTF-8 bytes they are. */
function qp(tekst: string): string {
  const uden = tekst.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < uden.length; i++) {
    if (uden[i] === '=' && /^[0-9A-F]{2}$/i.test(uden.slice(i + 1, i + 3))) {
      bytes.push(parseInt(uden.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(uden[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Encoded words in a header (RFC 2047, `=?UTF-8?Q?…?=` or `?B?`); the space between two of them is not the text's. */
function ord(hoved: string): string {
  return hoved
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, art: string, tekst: string) =>
      art.toUpperCase() === 'B' ? Buffer.from(tekst, 'base64').toString('utf8') : qp(tekst.replace(/_/g, ' ')),
    );
}
