import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** An e-mail of the outbox as its reader sees it: the subject and the html and plain-text parts decoded. */
export interface LaestMail {
  til: string;
  emne: string;
  html: string;
  /** The text/plain part; '' when the e-mail has none. */
  tekst: string;
  /** The top-level Content-Type, e.g. `multipart/alternative; boundary=…`. */
  indholdstype: string;
}

/** Every `.eml` the portal wrote to DATA_DIR/outbox, decoded, in file name order. */
export async function laesUdbakke(dataDir: string): Promise<LaestMail[]> {
  const mappe = join(dataDir, 'outbox');
  const filer = (await readdir(mappe).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(filer.map(async (fil) => laesEml(await readFile(join(mappe, fil), 'utf8'))));
}

/** An `.eml` as nodemailer writes one (one part, or multipart/alternative): headers unfolded, RFC 2047 words and the transfer encoding undone. */
export function laesEml(eml: string): LaestMail {
  const { hoved, dele } = laesDel(eml);
  const del = (type: string) => dele.find((d) => d.type === type)?.krop ?? '';
  return {
    til: hoved('To'),
    emne: ord(hoved('Subject')),
    html: del('text/html'),
    tekst: del('text/plain'),
    indholdstype: hoved('Content-Type'),
  };
}

interface Del {
  type: string;
  krop: string;
}

/** One MIME entity: its headers, and its leaf parts with their bodies decoded (a multipart's parts in order). */
function laesDel(entitet: string): { hoved: (navn: string) => string; dele: Del[] } {
  const skel = entitet.search(/\r?\n\r?\n/);
  const hoveder = entitet.slice(0, skel).replace(/\r?\n[ \t]+/g, ' ');
  const hoved = (navn: string) => new RegExp(`^${navn}: (.*)$`, 'mi').exec(hoveder)?.[1]?.trim() ?? '';
  const krop = entitet.slice(skel).replace(/^\r?\n\r?\n/, '');
  const type = hoved('Content-Type').split(';')[0]!.trim().toLowerCase() || 'text/plain';
  const graense = /boundary="?([^";]+)"?/i.exec(hoved('Content-Type'))?.[1];
  if (type.startsWith('multipart/') && graense) {
    const stykker = krop.split(`--${graense}`).slice(1, -1);
    return { hoved, dele: stykker.flatMap((stykke) => laesDel(stykke.replace(/^\r?\n/, '')).dele) };
  }
  const kodning = hoved('Content-Transfer-Encoding').toLowerCase();
  const tekst = kodning === 'base64' ? Buffer.from(krop, 'base64').toString('utf8') : kodning === 'quoted-printable' ? qp(krop) : krop;
  return { hoved, dele: [{ type, krop: tekst.replace(/\r?\n$/, '') }] };
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
