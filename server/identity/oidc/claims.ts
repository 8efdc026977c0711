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
}

export const claimPresets = {
  // Idura (formerly Criipto) Verify: the MitID level or MitID Erhverv is chosen by acr_values.
  idura: {
    cpr: 'cprNumberIdentifier',
    cvr: 'cvrNumberIdentifier',
    navn: 'name',
    virksomhedsnavn: '2.5.4.10',
    loenmodtager: { acr_values: 'urn:grn:authn:dk:mitid:substantial' },
    virksomhed: { acr_values: 'urn:grn:authn:dk:mitid:business' },
    scopes: 'openid ssn',
  },
  // Signicat: MitID is chosen by acr_values; the CPR comes with the nin scope.
  signicat: {
    cpr: 'nin',
    navn: 'name',
    loenmodtager: { acr_values: 'idp:mitid' },
    virksomhed: { acr_values: 'idp:mitid' },
    scopes: 'openid profile nin',
  },
  // Signaturgruppen (NemLog-in broker): the identity provider is chosen by idp_values.
  signaturgruppen: {
    cpr: 'nemlogin.cpr',
    cvr: 'nemlogin.cvr',
    navn: 'nemlogin.name',
    virksomhedsnavn: 'nemlogin.org_name',
    loenmodtager: { idp_values: 'mitid' },
    virksomhed: { idp_values: 'mitid_erhverv' },
    scopes: 'openid nemlogin',
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
  return { ...(m as Omit<ClaimMapping, 'navn'>), navn: typeof m['navn'] === 'string' ? m['navn'] : 'name' };
}

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
