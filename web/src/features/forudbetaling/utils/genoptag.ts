import config from '@workflows/forudbetaling-wizard.machine.json';
import type { Kladde, Tilskud, Trin } from '@workflows/forudbetaling-wizard';
import { TRIN_FORMULARER } from './trin-formularer';

/** Where the wizard starts: the draft's data at its step, or an empty draft at the first step. */
export interface WizardStart {
  kladde: Kladde;
  trin: Trin | 'kontrol';
}

// The check page is a step of the machine without a form of its own.
const erTrin = (trin: string | undefined): trin is Trin | 'kontrol' =>
  trin !== undefined && (Object.hasOwn(TRIN_FORMULARER, trin) || trin === 'kontrol');

/**
 * Resumes a saved draft at the step it was left, keeping only the courses still open for
 * prepayment. When one of them is gone (or none is chosen), or the address names a course the draft does not have,
 * it starts at the course step, so the person sees the courses the request is for.
 */
export function genoptag(gemt: { data: Kladde; trin?: string } | undefined, tilskud: readonly Tilskud[], forvalgt?: string): WizardStart {
  const tom = structuredClone(config.context.kladde) as Kladde;
  if (!gemt) return { kladde: tom, trin: 'tilskud' };
  const deltagelser = Array.isArray(gemt.data.deltagelser) ? gemt.data.deltagelser : [];
  const aabne = deltagelser.flatMap((d) => {
    const aktuel = tilskud.find((s) => s.id === d.tilskud?.id);
    return aktuel ? [{ ...d, tilskud: aktuel }] : [];
  });
  const nyt = tilskud.find((s) => s.ansoegningsnummer === forvalgt || String(s.id) === forvalgt);
  const tilbage =
    aabne.length === 0 || aabne.length < deltagelser.length || (nyt !== undefined && !aabne.some((d) => d.tilskud.id === nyt.id));
  return {
    kladde: { ...tom, ...gemt.data, deltagelser: aabne },
    trin: tilbage || !erTrin(gemt.trin) ? 'tilskud' : gemt.trin,
  };
}
