import { transition } from 'xstate';
import { wizardConfig, type forudbetalingWizard, type Kladde, type Tilskud, type WizardKontekst } from '@workflows/forudbetaling-wizard';
import { efterKontrol } from '@workflows/wizard-trin';
import { vaelgTilskud } from '../../../shared/schema-form/widgets/kursus-vaelger/vaelg-tilskud';
import { genoptag } from './genoptag';

type Maskine = ReturnType<typeof forudbetalingWizard>;

interface Start {
  /** The applications on offer now. */
  tilskud: readonly Tilskud[];
  /** The person's draft on the server, with its files, if any. */
  gemt?: { data: Kladde; trin?: string };
  /** The step the address names. */
  trin?: string;
  /** An application number (or id) from the address, chosen in a fresh draft. */
  forvalgt?: string;
  /** The id of the request this tab just sent, for its receipt. */
  kvittering?: number;
}

/**
 * The wizard's first snapshot: the server's draft (utils/genoptag.ts) or a fresh one, at the step the
 * address names, else where it was left, as far as the machine lets it go there (GAA_TIL); the
 * receipt again only on its own address. A draft sent back to the course step (a course gone) stays there.
 */
export function startSnapshot(maskine: Maskine, { tilskud, gemt, trin, forvalgt, kvittering }: Start) {
  const tom = maskine.config.context as WizardKontekst;
  if (trin === 'kvittering' && kvittering !== undefined) {
    return maskine.resolveState({ value: 'kvittering', context: { ...tom, anmodningId: kvittering } });
  }
  const genoptaget = genoptag(gemt, tilskud, forvalgt);
  const kladde = gemt ? genoptaget.kladde : { ...genoptaget.kladde, deltagelser: forvalgte(tilskud, forvalgt) };
  // A draft left on a step after the check page (tro og love) has had that page shown.
  const kontekst: WizardKontekst = { ...tom, kladde, kontrolSet: efterKontrol(wizardConfig, genoptaget.trin) };
  const foerste = String(maskine.config.initial);
  const start = maskine.resolveState({ value: foerste, context: kontekst });
  const flyttet = gemt !== undefined && genoptaget.trin !== gemt.trin;
  const maal = flyttet ? undefined : (trin ?? genoptaget.trin);
  return maal && maal !== foerste ? transition(maskine, start, { type: 'GAA_TIL', trin: maal })[0] : start;
}

function forvalgte(tilskud: readonly Tilskud[], forvalgt: string | undefined): Kladde['deltagelser'] {
  const valgt = tilskud.find((s) => s.ansoegningsnummer === forvalgt || String(s.id) === forvalgt);
  return valgt ? (vaelgTilskud(tilskud, [], valgt.id, true) as Kladde['deltagelser']) : [];
}
