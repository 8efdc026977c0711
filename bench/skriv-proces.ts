import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { gyldigAnsoegning } from '../server/testing/fixtures';
import { login, opretAnmodning, pdfPaa1Mb } from './klient';
import { skriv, type Skrivning } from './maal';
import type { Volumen } from './volumen';

/** What the writes use of a volume: the applications still free for a request, and the work-shortage applications to correct. */
type Udsnit = Pick<Volumen, 'frieAnsoegninger' | 'arbejdsmangel'>;
type Skrivninger = Record<'opret' | 'ret' | 'handling', Skrivning>;

/**
 * The writes, measured from a process of their own with a small heap that is collected before each
 * write (--expose-gc): each creation leaves a megabyte and a half of body behind in the client, and
 * in the benchmark's own process, which holds the volume's ids and the reads' and browsers' leftovers,
 * collecting that landed inside the next write's time (measured: 10–25 ms more at the 95th percentile
 * with a client heap like the benchmark's). The server's latency is what is meant.
 */
export async function skrivningerIEgenProces(base: string, v: Udsnit, antal: number): Promise<Skrivninger> {
  // The creations take the free applications from the end, one each.
  const udsnit: Udsnit = { frieAnsoegninger: v.frieAnsoegninger.slice(-antal), arbejdsmangel: v.arbejdsmangel };
  const barn = execFile(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), base, String(antal)], {
    maxBuffer: 16 * 1024 * 1024,
  });
  barn.stdin!.end(JSON.stringify(udsnit));
  barn.stderr!.pipe(process.stderr);
  const ud = await new Promise<string>((ok, fejl) => {
    let tekst = '';
    barn.stdout!.on('data', (del: Buffer) => (tekst += del.toString()));
    barn.on('error', fejl);
    barn.on('exit', (kode) => (kode === 0 ? ok(tekst) : fejl(new Error(`Skrivningerne stoppede med kode ${kode}`))));
  });
  return JSON.parse(ud) as Skrivninger;
}

/** The three writes of issue 8, each `antal` times. */
async function skrivninger(base: string, v: Udsnit, antal: number) {
  const pdf1mb = await pdfPaa1Mb();
  const { mette, admin } = await login(base);
  const json = { 'Content-Type': 'application/json' };
  const frie = [...v.frieAnsoegninger];
  const opret = await skriv(antal, (i) => opretAnmodning(base, mette, frie.pop(), `B-${i}`, pdf1mb(i)));
  const { periode: _p, medarbejdere: _m, ...rest } = gyldigAnsoegning();
  const ret = await skriv(antal, (i) => {
    const a = v.arbejdsmangel[i % v.arbejdsmangel.length]!;
    return [
      `${base}/api/ArbejdsmangelAnsoegningAdmin/OpdaterArbejdsmangelAnsoegningAdmin`,
      {
        method: 'POST',
        headers: { ...json, ...admin },
        body: JSON.stringify({
          ...rest,
          id: a.id,
          omfang: 'Afdeling',
          ansoegningsNavn: `Rettet ${i}`,
          enighed: 'SamtligeOmfattedeMedarbejdere',
          medarbejderRepraesentant: undefined,
          periode: a.periode,
          medarbejdere: a.medarbejdere,
        }),
      },
    ];
  });
  // Attested first; an application met a second time (fewer applications than writes) is approved.
  const handlinger = ['RegistrerAccepteretAfMedarbejdere', 'RegistrerGodkendtAfSekretariatet'];
  const handling = await skriv(antal, (i) => [
    `${base}/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=${v.arbejdsmangel[v.arbejdsmangel.length - 1 - (i % v.arbejdsmangel.length)]!.id}`,
    {
      method: 'PUT',
      headers: { ...json, ...admin },
      body: JSON.stringify({ handling: handlinger[Math.floor(i / v.arbejdsmangel.length)] }),
    },
  ]);
  return { opret, ret, handling };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [base, antal] = process.argv.slice(2);
  const chunks: Buffer[] = [];
  for await (const del of process.stdin) chunks.push(del as Buffer);
  const udsnit = JSON.parse(Buffer.concat(chunks).toString()) as Udsnit;
  process.stdout.write(JSON.stringify(await skrivninger(base!, udsnit, Number(antal))));
}
