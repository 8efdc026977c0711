import config from '@workflows/forudbetaling-wizard.machine.json';
import { wizardConfig, type Kladde, type Tilskud } from '@workflows/forudbetaling-wizard';
import { trinTilstande } from '@workflows/wizard-trin';

/** Where the wizard starts: the draft's data at its step, or an empty draft at the first step. */
export interface WizardStart {
  kladde: Kladde;
  trin: string;
}

// A draft saved at a step the workflow no longer has starts at the first.
const trinene = new Set(trinTilstande(wizardConfig));
const foerste = config.initial;

/**
 * Resumes a saved draft at the step it was left, keeping only the courses still open for
 * prepayment. When one of them is gone (or none is chosen), or the address names a course the draft does not have,
 * it starts at the course step, so the person sees the courses the request is for.
 */
export function genoptag(gemt: { data: Kladde; trin?: string } | undefined, tilskud: readonly Tilskud[], forvalgt?: string): WizardStart {
  const tom = structuredClone(config.context.kladde) as Kladde;
  if (!gemt) return { kladde: tom, trin: foerste };
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
    trin: tilbage || gemt.trin === undefined || !trinene.has(gemt.trin) ? foerste : gemt.trin,
  };
}
