import type { ErrorObject } from 'ajv';
import { erBeloebForStort, erPeriodeUdenfor } from '@engine/deltagelse-ramme';
import { feltFejl, type FeltFejl } from '@engine/felt-fejl';
import { t } from '@engine/tekster';
import { skemaOgValidator } from '../../../shared/schema-form/validator';
import type { LeverandoerOpslag } from '../../../shared/schema-form/widgets/kontekst';
import type { Ansoegning } from '../api/hent-ansoegning';
import type { Leverandoer } from '../api/find-leverandoer';
import type { Rettelse } from '../api/opdater-anmodning';

/** What the lookups have answered so far; a missing entry is a lookup still under way. */
export interface Opslag {
  /** By ansogningId. */
  ansoegninger: ReadonlyMap<number, Ansoegning>;
  /** By CVR: the name in the CVR register, null when it is not there. */
  cvrNavne: ReadonlyMap<string, string | null>;
  /** By `${cvr}:${ansogningId}`: the supplier in that application's fund's finance system, null when unknown there. */
  leverandoerer: ReadonlyMap<string, Leverandoer | null>;
}

/** The schema of the correction, whose validator (the live one, once published) the handling page loads first. */
export const RETTELSE_SCHEMA = 'forudbetaling-admin-opdater';

/** The correction's field errors by the schema the server checks it with, with its Danish messages. */
export function skemaFejl(rettelse: Rettelse): FeltFejl[] {
  const { schema, validator } = skemaOgValidator(RETTELSE_SCHEMA);
  return feltFejl(validator.rawValidation<ErrorObject>(schema, rettelse).errors);
}

/** The messages of the fields at these JSON Pointers and under them, each once. */
export function beskederVed(fejl: readonly FeltFejl[], ...stier: string[]): string[] {
  const ved = fejl.filter((f) => stier.some((sti) => f.path === sti || f.path.startsWith(`${sti}/`)));
  return [...new Set(ved.map((f) => f.message))];
}

export const leverandoerNoegle = (cvr: string, ansogningId: number) => `${cvr}:${ansogningId}`;

/** The lookups' answers about one CVR, as the correction form shows them beside it. */
export function leverandoerOpslag(
  cvr: string,
  opslag: Opslag,
  fejlet: boolean,
  ansoegningsnumre: ReadonlyMap<number, string>,
): LeverandoerOpslag {
  return {
    cvr,
    navn: opslag.cvrNavne.get(cvr),
    fejlet,
    oekonomi: [...ansoegningsnumre].map(([ansogningId, ansoegningsnummer]) => ({
      ansoegningsnummer,
      leverandoer: opslag.leverandoerer.get(leverandoerNoegle(cvr, ansogningId)),
    })),
  };
}

export interface Tjek {
  fejl: FeltFejl[];
  /** True while a lookup the rules need has not answered: saving waits. */
  venter: boolean;
}

/**
 * The rules of SPEC §5.3 that need the lookups, for fields the schema accepts (its message comes
 * first): the period inside the application's valid period, the price not above its fee, the
 * supplier in the CVR register and in the finance system of each application's fund.
 */
export function tjekMedOpslag(rettelse: Rettelse, skemaFejl: readonly FeltFejl[], opslag: Opslag): Tjek {
  const harFejl = (...stier: string[]) => skemaFejl.some((f) => stier.includes(f.path));
  const fejl: FeltFejl[] = [];
  let venter = false;

  rettelse.deltagelser.forEach((d, i) => {
    const ansoegning = opslag.ansoegninger.get(d.ansogningId);
    if (!ansoegning) {
      venter = true;
      return;
    }
    if (!harFejl(`/deltagelser/${i}/periodeStart`, `/deltagelser/${i}/periodeSlut`)) {
      if (erPeriodeUdenfor(d, ansoegning)) {
        fejl.push({ path: `/deltagelser/${i}/periodeStart`, message: t('forudbetaling.periodeUdenfor') });
      }
    }
    if (!harFejl(`/deltagelser/${i}/pris`) && erBeloebForStort(d.pris, ansoegning)) {
      fejl.push({ path: `/deltagelser/${i}/pris`, message: t('forudbetaling.beloebForStort') });
    }
  });

  const { cvr } = rettelse.faktura;
  if (!harFejl('/faktura/cvr')) {
    const navn = opslag.cvrNavne.get(cvr);
    const leverandoerer = rettelse.deltagelser.map((d) => opslag.leverandoerer.get(leverandoerNoegle(cvr, d.ansogningId)));
    if (navn === undefined) venter = true;
    else if (navn === null) fejl.push({ path: '/faktura/cvr', message: t('forudbetaling.ikkeICvr') });
    else if (leverandoerer.includes(null)) fejl.push({ path: '/faktura/cvr', message: t('forudbetaling.ikkeIOekonomi') });
    else if (leverandoerer.includes(undefined)) venter = true;
  }
  return { fejl, venter };
}
