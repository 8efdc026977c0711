import { existsSync } from 'node:fs';
import type { Definitionssaet } from './index';
import { laesSaet, skrivSaet } from './filer';
import { ens, type SaetVersion } from './lager';

/** Writes the live version (or version `version`) as files under `mappe`; answers the version written. */
export async function eksporter(saet: Definitionssaet, mappe: string, version?: number): Promise<number> {
  await saet.frigiv();
  const kilde = version === undefined ? await saet.lager.live() : await saet.lager.version(version);
  if (!kilde) throw new Error(`Version ${version} findes ikke.`);
  skrivSaet(kilde.filer, mappe);
  return kilde.version;
}

/**
 * Makes a draft of the files under `mappe` (every file of the set that differs from the live version;
 * one the folder lacks is deleted) and, with `udgiv`, publishes it when the check passes.
 */
export async function importer(
  saet: Definitionssaet,
  mappe: string,
  af: string,
  nu: string,
  udgiv?: string,
): Promise<{ udkast: string; filer: string[]; version?: SaetVersion }> {
  if (!existsSync(mappe)) throw new Error(`Mappen ${mappe} findes ikke.`);
  const filer = laesSaet(mappe);
  await saet.frigiv();
  const live = (await saet.lager.live())!;
  const stier = [...new Set([...Object.keys(live.filer), ...Object.keys(filer)])].filter((sti) => !ens(live.filer[sti], filer[sti])).sort();
  const aendringer = Object.fromEntries(stier.map((sti) => [sti, filer[sti] ?? null]));
  const udkast = await saet.lager.opretUdkast(`Import fra ${mappe}`, af, nu, live.version, aendringer);
  if (udgiv === undefined) return { udkast: udkast.id, filer: stier };
  return { udkast: udkast.id, filer: stier, version: await saet.udgivUdkast(udkast, udgiv, af) };
}
