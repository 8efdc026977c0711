import { erLoginType, loginTyper, type LoginType } from '../types';

/**
 * Where a MitID broker puts CPR, CVR and names in its tokens, and what it needs in the authorisation
 * request to offer private MitID or MitID Erhverv. Brokers differ; OIDC_BORGER_CLAIMS picks a preset
 * or gives a JSON mapping of the same shape.
 */
export interface ClaimMapping {
  cpr?: string;
  cvr?: string;
  navn: string;
  /** The company's name on a MitID Erhverv login. */
  virksomhedsnavn?: string;
  /** Extra authorisation request parameters for a private (employee) login. */
  loenmodtager?: Record<string, string>;
  /** Extra authorisation request parameters for a MitID Erhverv (company) login. */
  virksomhed?: Record<string, string>;
  /** Scopes to ask for when OIDC_BORGER_SCOPES is not set. */
  scopes?: string;
  /**
   * The ID token `acr` values each login accepts: the level asked for and those above it. Any other
   * value, or none, signs no one in (a broker session at a lower level must not pass as MitID substantial).
   */
  acr?: Partial<Record<LoginType, readonly string[]>>;
}

// MitID's levels as the brokers name them; a login accepts the level it asks for and the higher.
const IDURA = 'urn:grn:authn:dk:mitid';
const NSIS = 'https://data.gov.dk/concept/core/nsis/loa';

export const claimPresets = {
  // Idura (formerly Criipto) Verify: the MitID level or MitID Erhverv is chosen by acr_values.
  idura: {
    cpr: 'cprNumberIdentifier',
    cvr: 'cvrNumberIdentifier',
    navn: 'name',
    virksomhedsnavn: '2.5.4.10',
    loenmodtager: { acr_values: `${IDURA}:substantial` },
    virksomhed: { acr_values: `${IDURA}:business` },
    scopes: 'openid ssn',
    // Idura names a MitID Erhverv login by its own value, not by a level.
    acr: { loenmodtager: [`${IDURA}:substantial`, `${IDURA}:high`], virksomhed: [`${IDURA}:business`] },
  },
  // Signicat: MitID and its level are chosen by acr_values (idp:…, loa:…; without loa: the eID's lowest);
  // the CPR comes with the nin scope.
  signicat: {
    cpr: 'nin',
    navn: 'name',
    loenmodtager: { acr_values: 'idp:mitid loa:substantial' },
    virksomhed: { acr_values: 'idp:mitid loa:substantial' },
    scopes: 'openid profile nin',
    acr: { loenmodtager: ['loa:substantial', 'loa:high'], virksomhed: ['loa:substantial', 'loa:high'] },
  },
  // Signaturgruppen (NemLog-in broker): the identity provider is chosen by idp_values.
  signaturgruppen: {
    cpr: 'nemlogin.cpr',
    cvr: 'nemlogin.cvr',
    navn: 'nemlogin.name',
    virksomhedsnavn: 'nemlogin.org_name',
    loenmodtager: { idp_values: 'mitid', acr_values: `${NSIS}/Substantial` },
    virksomhed: { idp_values: 'mitid_erhverv', acr_values: `${NSIS}/Substantial` },
    scopes: 'openid nemlogin',
    // NSIS levels of assurance, as NemLog-in names them.
    acr: { loenmodtager: [`${NSIS}/Substantial`, `${NSIS}/High`], virksomhed: [`${NSIS}/Substantial`, `${NSIS}/High`] },
  },
} as const satisfies Record<string, ClaimMapping>;

const STRENGFELTER = ['cpr', 'cvr', 'navn', 'virksomhedsnavn', 'scopes'] as const;

/** OIDC_BORGER_CLAIMS as a mapping: a preset's name, or JSON; throws a Danish message otherwise. */
export function laesClaimMapping(vaerdi: string | undefined): ClaimMapping {
  const tekst = (vaerdi ?? 'idura').trim();
  if (Object.hasOwn(claimPresets, tekst)) return claimPresets[tekst as keyof typeof claimPresets];
  let json: unknown;
  try {
    json = JSON.parse(tekst);
  } catch {
    throw new Error(
      `OIDC_BORGER_CLAIMS skal være ${Object.keys(claimPresets).join(', ')} eller JSON, fx {"cpr":"…","cvr":"…","navn":"…"}.`,
    );
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('OIDC_BORGER_CLAIMS skal være et JSON-objekt.');
  const m = json as Record<string, unknown>;
  for (const felt of STRENGFELTER)
    if (m[felt] !== undefined && typeof m[felt] !== 'string') throw new Error(`OIDC_BORGER_CLAIMS: "${felt}" skal være en tekst.`);
  for (const felt of ['loenmodtager', 'virksomhed'] as const)
    if (m[felt] !== undefined && !erTekstKort(m[felt])) throw new Error(`OIDC_BORGER_CLAIMS: "${felt}" skal være et objekt med tekster.`);
  if (m['cpr'] === undefined && m['cvr'] === undefined) throw new Error('OIDC_BORGER_CLAIMS skal nævne "cpr" eller "cvr".');
  const mapping = { ...(m as Omit<ClaimMapping, 'navn'>), navn: typeof m['navn'] === 'string' ? m['navn'] : 'name' };
  return { ...mapping, acr: laesAcr(m['acr'], mapping) };
}

/**
 * A JSON mapping's accepted `acr` per login: its "acr", else the values its own "acr_values" ask for.
 * A login the mapping can serve (CPR for employees, CVR for companies) without any is refused at start,
 * as every such login would be refused.
 */
function laesAcr(vaerdi: unknown, mapping: ClaimMapping): ClaimMapping['acr'] {
  if (vaerdi !== undefined && !erAcrKort(vaerdi))
    throw new Error('OIDC_BORGER_CLAIMS: "acr" skal være et objekt med lister af tekster, fx {"loenmodtager":["…"]}.');
  const acr: Partial<Record<LoginType, readonly string[]>> = {};
  for (const type of loginTyper) {
    const godtaget = vaerdi?.[type] ?? mapping[type]?.['acr_values']?.split(' ').filter(Boolean);
    if (godtaget?.length) acr[type] = godtaget;
    else if (mapping[type === 'loenmodtager' ? 'cpr' : 'cvr'] !== undefined)
      throw new Error(`OIDC_BORGER_CLAIMS skal nævne de "acr"-værdier, et login som ${type} godtages med ("acr" eller "acr_values").`);
  }
  return acr;
}

const erAcrKort = (v: unknown): v is Partial<Record<LoginType, string[]>> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.entries(v).every(([k, l]) => erLoginType(k) && Array.isArray(l) && l.every((x) => typeof x === 'string'));

/** Whether a login's ID token `acr` is one the mapping accepts for its kind; no `acr` is never accepted. */
export const acrGodtaget = (mapping: ClaimMapping, type: LoginType, acr: unknown): boolean =>
  typeof acr === 'string' && (mapping.acr?.[type]?.includes(acr) ?? false);

const erTekstKort = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');

/** What a login's claims say about the person, as the mapping reads them; CPR and CVR as digits only. */
export interface MitIdPerson {
  cpr?: string;
  cvr?: string;
  navn?: string;
  virksomhedsnavn?: string;
}

export function laesPerson(claims: Record<string, unknown>, mapping: ClaimMapping): MitIdPerson {
  const tekst = (navn: string | undefined) => {
    const v = navn === undefined ? undefined : claims[navn];
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : undefined;
  };
  const cifre = (navn: string | undefined, antal: number) => {
    const v = tekst(navn)?.replace(/[\s-]/g, '');
    return v !== undefined && new RegExp(`^\\d{${antal}}$`).test(v) ? v : undefined;
  };
  return {
    cpr: cifre(mapping.cpr, 10),
    cvr: cifre(mapping.cvr, 8),
    navn: tekst(mapping.navn),
    virksomhedsnavn: tekst(mapping.virksomhedsnavn),
  };
}
