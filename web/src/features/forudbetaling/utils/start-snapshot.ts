import { transition } from 'xstate';
import type { forudbetalingWizard, Kladde, Tilskud, WizardKontekst } from '../../../../../workflows/forudbetaling-wizard';
import { vaelgTilskud } from '../../../shared/schema-form/widgets/kursus-vaelger/vaelg-tilskud';
import type { GemtGuide } from './gemt-guide';

type Maskine = ReturnType<typeof forudbetalingWizard>;

interface Start {
  /** The applications on offer now. */
  tilskud: readonly Tilskud[];
  /** The wizard this tab kept, if any. */
  gemt?: GemtGuide;
  /** The step the address names. */
  trin?: string;
  /** An application number (or id) from the address, chosen in a fresh draft. */
  forvalgt?: string;
}

/**
 * The wizard's first snapshot: the kept draft (its courses still on offer) or a fresh one, at the step
 * the address names, else where it was left, as far as the machine lets it go there (GAA_TIL); the
 * receipt again only on its own address. A fresh draft chooses the application from the address.
 */
export function startSnapshot(maskine: Maskine, { tilskud, gemt, trin, forvalgt }: Start) {
  const tom = maskine.config.context as WizardKontekst;
  if (gemt?.tilstand === 'kvittering') {
    const kvittering = trin === 'kvittering' ? { value: 'kvittering', context: { ...tom, anmodningId: gemt.anmodningId } } : undefined;
    return maskine.resolveState(kvittering ?? { value: 'tilskud', context: tom });
  }
  const kontekst: WizardKontekst = gemt
    ? { ...tom, kladde: medTilbudte(gemt.kladde, tilskud), forsoegt: gemt.forsoegt, kontrolSet: gemt.kontrolSet }
    : { ...tom, kladde: { deltagelser: forvalgte(tilskud, forvalgt) } };
  const start = maskine.resolveState({ value: 'tilskud', context: kontekst });
  const maal = trin ?? gemt?.tilstand;
  return maal && maal !== 'tilskud' ? transition(maskine, start, { type: 'GAA_TIL', trin: maal })[0] : start;
}

/** The draft's participations of applications still on offer, each with the application as offered now. */
function medTilbudte(kladde: Kladde, tilskud: readonly Tilskud[]): Kladde {
  const deltagelser = kladde.deltagelser.flatMap((d) => {
    const tilbudt = tilskud.find((t) => t.id === d.tilskud.id);
    return tilbudt ? [{ ...d, tilskud: tilbudt }] : [];
  });
  return { ...kladde, deltagelser };
}

function forvalgte(tilskud: readonly Tilskud[], forvalgt: string | undefined): Kladde['deltagelser'] {
  const valgt = tilskud.find((s) => s.ansoegningsnummer === forvalgt || String(s.id) === forvalgt);
  return valgt ? (vaelgTilskud(tilskud, [], valgt.id, true) as Kladde['deltagelser']) : [];
}
