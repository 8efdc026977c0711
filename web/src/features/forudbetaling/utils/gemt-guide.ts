import type { Kladde, Trin, WizardKontekst } from '../../../../../workflows/forudbetaling-wizard';

/** The wizard as this tab keeps it between reloads (session storage): no file content, and only for whoever is logged in. */
export interface GemtGuide {
  /** The login's name: another person logging in in the same tab does not get the draft. */
  bruger: string;
  tilstand: string;
  kladde: Kladde;
  forsoegt: Partial<Record<Trin, boolean>>;
  kontrolSet: boolean;
  anmodningId: number | null;
  /** The name of an attached invoice that was not kept: the person is asked to attach it again. */
  fjernetFil?: string;
}

export const GUIDE_NOEGLE = 'fondsportal:forudbetaling-guide';

/** What is kept of the wizard: the draft without the invoice (megabytes, and a document of the person's). */
export function tilGemt(bruger: string, tilstand: string, kontekst: WizardKontekst, fjernetFil?: string): GemtGuide {
  const { dokument, ...faktura } = kontekst.kladde.fakturaoplysninger ?? {};
  const kladde = kontekst.kladde.fakturaoplysninger ? { ...kontekst.kladde, fakturaoplysninger: faktura } : kontekst.kladde;
  const fil = dokument?.url ? dokument.filnavn : fjernetFil;
  const { forsoegt, kontrolSet, anmodningId } = kontekst;
  return { bruger, tilstand, kladde, forsoegt, kontrolSet, anmodningId, ...(fil ? { fjernetFil: fil } : {}) };
}

/** The kept wizard of this person, or undefined when there is none, it is another's, or it is not of this shape. */
export function laesGemt(tekst: string | null, bruger: string): GemtGuide | undefined {
  let gemt: unknown;
  try {
    gemt = JSON.parse(tekst ?? 'null');
  } catch {
    return undefined;
  }
  return erGemtGuide(gemt) && gemt.bruger === bruger ? gemt : undefined;
}

function erGemtGuide(v: unknown): v is GemtGuide {
  if (typeof v !== 'object' || v === null) return false;
  const g = v as Record<string, unknown>;
  const kladde = g['kladde'] as Record<string, unknown> | null | undefined;
  return (
    typeof g['bruger'] === 'string' &&
    typeof g['tilstand'] === 'string' &&
    typeof kladde === 'object' &&
    kladde !== null &&
    Array.isArray(kladde['deltagelser']) &&
    typeof g['forsoegt'] === 'object' &&
    g['forsoegt'] !== null &&
    typeof g['kontrolSet'] === 'boolean' &&
    (g['anmodningId'] === null || typeof g['anmodningId'] === 'number') &&
    (g['fjernetFil'] === undefined || typeof g['fjernetFil'] === 'string')
  );
}
