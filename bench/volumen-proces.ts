import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { fakturaPdf } from '../server/testing/faktura';
import { bygVolumen, type Antal, type Volumen } from './volumen';

/** How many work-shortage applications the writes touch: the measuring process keeps only those. */
const UDSNIT = 200;

/**
 * Builds the volume in a process of its own and hands back only what the measurements use. The
 * measuring process must keep a small heap: its own garbage collection over a year's records
 * would otherwise be counted in the server's write latency (client pauses of 50–100 ms were seen).
 */
export function bygVolumenIEgenProces(dataDir: string, antal: Antal, databaseUrl?: string): Volumen {
  const args = [dataDir, JSON.stringify(antal), ...(databaseUrl ? [databaseUrl] : [])];
  const ud = execFileSync(process.execPath, ['--max-old-space-size=8192', '--import', 'tsx', fileURLToPath(import.meta.url), ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(ud) as Volumen;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dataDir, antal, databaseUrl] = process.argv.slice(2);
  const v = await bygVolumen(dataDir!, JSON.parse(antal!) as Antal, await fakturaPdf(), databaseUrl);
  process.stdout.write(JSON.stringify({ ...v, arbejdsmangel: v.arbejdsmangel.slice(0, UDSNIT) } satisfies Volumen));
}
