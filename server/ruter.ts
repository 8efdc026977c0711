import type { SchemaTyper } from '../contract/generated/index';
import type { AdminArbejde } from '../engine/roller';

/**
 * Access kinds, each checked by server/adgang.ts for the routes that name it (through rute(), server/rute.ts):
 * offentlig: anyone · loenmodtager / virksomhed / admin: only that kind of login, else 401 ·
 * ejer: only the employee who made the request (others 404 or 401; the route's handler finds the request) ·
 * borger: any employee or company ·
 * kladde: the signed-in employee's or company's own draft of a form of their kind (no login 401, others 404) ·
 * loenmodtagerSide: a page that sends others to the login · nyadmin: only with the short-lived /nyadmin
 * cookie (or, at /nyadmin/boot, the one-time code that makes it) · dokumentAdgang: only with the short-lived
 * signed address the admin app fetched. The last two are capabilities the area itself checks.
 */
export type Adgang =
  'offentlig' | 'loenmodtager' | 'ejer' | 'virksomhed' | 'borger' | 'kladde' | 'admin' | 'loenmodtagerSide' | 'nyadmin' | 'dokumentAdgang';

interface RuteFelter {
  /** One Danish line for the API reference. */
  beskrivelse: string;
  /** $id of the schema in schemas/ that the JSON body is validated against. */
  body?: keyof SchemaTyper;
  /** $id of the schema the query string is validated against. */
  query?: keyof SchemaTyper;
  /**
   * A query that only names the thing asked for: one that fails its schema is answered 404 with the
   * schema's message, as an unknown one is, not 400.
   */
  ugyldigQuery?: 404;
  /** Takes `Idempotency-Key`: the same key and request within 24 hours answers the first answer again (server/idempotens.ts). */
  idempotens?: true;
  /** Takes `If-Match` with a case's ETag instead of the body's `version`; 412 when it is stale (server/if-match.ts). */
  ifMatch?: true;
  /** Answers one case with its version as `ETag`. */
  etag?: true;
  /** The body is JSON or a form (an OAuth 2.0 token request), read by the handler against `body`'s schema, not by rute(). */
  oauthKrop?: true;
  /** $id of the schema the JSON answer follows, for the API reference (and the clients generated from it). */
  svar?: keyof SchemaTyper;
  /**
   * A file to download: besides the bearer token it takes the short-lived, one-time address of
   * GET /api/EksportAdgang (query `adgang`), which a browser can follow (server/eksport/adresse.ts).
   */
  eksportAdresse?: true;
}

/**
 * A route; an admin route names the kind of work it is (engine/roller.ts), which decides the roles
 * that may call it (server/adgang.ts asks engine/roller.ts with it); others get 403.
 */
export type Rute = RuteFelter & ({ adgang: 'admin'; arbejde: AdminArbejde } | { adgang: Exclude<Adgang, 'admin'>; arbejde?: never });

/** The kinds of admin work that walk cases: from a browser trying a draft ('Prøv udkastet') they run on the draft, in its sandbox. */
const sagsarbejde: ReadonlySet<AdminArbejde> = new Set(['sagsbehandling', 'sagsvisning', 'betalingsordrer']);

/**
 * Whether a route runs in a try-out ('Prøv udkastet', server/proeve) when the browser is in one: the case screens do (the
 * citizens' and companies' pages and the case work of the admin area); every other admin route administers the portal
 * (definitions and their publishing, workflows with their case counts, texts, webhooks, the export log, one's account)
 * and acts on the real data and the live definitions whatever the browser tries, so publishing checks and migrates the real
 * cases. Marked by the opposite on purpose: a new admin kind of work is real until it is named here.
 */
export const iProeven = (rute: Rute): boolean => rute.adgang !== 'admin' || sagsarbejde.has(rute.arbejde);

/**
 * The route table: every route the app serves, keyed as Hono names it ('METHOD /path'), and the one
 * place a route's access and schemas are stated: the route file takes them with rute('METHOD /path')
 * (server/rute.ts). It drives the authorisation test, the OpenAPI document and the fuzz test; a route
 * missing here, or an entry no route serves, fails the tests.
 */
const tabel = {
  'GET /fonditlogin': {
    adgang: 'offentlig',
    beskrivelse: 'Login: sender til MitID-brokeren, når OIDC er sat op, ellers demo-login-siden; query loginHint og returnUrl.',
  },
  'GET /log-ind': { adgang: 'offentlig', beskrivelse: 'Samme login; bruges af virksomhedens formular.' },
  'POST /fonditlogin': { adgang: 'offentlig', beskrivelse: 'Logger ind som den valgte demobruger og sender videre til returnUrl.' },
  'POST /log-ind': { adgang: 'offentlig', beskrivelse: 'Som POST /fonditlogin.' },
  'POST /log-ud': {
    adgang: 'offentlig',
    beskrivelse: 'Afslutter borgerens session på serveren og, hvor udbyderen tilbyder det, hos MitID-brokeren.',
  },
  'GET /sessionkeepalive': { adgang: 'offentlig', beskrivelse: 'Forlænger sessionen (204).' },
  'GET /api/loginStatus.aspx': {
    adgang: 'offentlig',
    beskrivelse:
      'Hvem er logget ind: {data: {type, navn}}; for en logget ind også session {udloeberOm, advarselFoer, kanForlaenges} (sekunder), så siden kan advare før sessionen udløber. At spørge forlænger ikke sessionen.',
  },
  'POST /api/auth/token': {
    adgang: 'offentlig',
    beskrivelse:
      'Sekretariatets login: {accessToken, refreshToken}; eller et systems OAuth 2.0 client credentials (grant_type=client_credentials, client_id, client_secret som formular, JSON eller HTTP Basic): {access_token, token_type, expires_in}.',
    body: 'auth-token',
    oauthKrop: true,
    svar: 'klient-token-svar',
  },
  'POST /api/auth/refresh': { adgang: 'offentlig', beskrivelse: 'Nyt tokenpar for et refreshToken (roteres).', body: 'admin-refresh' },
  'POST /api/auth/logout': { adgang: 'offentlig', beskrivelse: 'Tilbagekalder et refreshToken.', body: 'admin-refresh' },
  'GET /api/auth/mig': {
    adgang: 'admin',
    arbejde: 'egenKonto',
    beskrivelse: 'Den indloggede medarbejder: {brugernavn, navn, email, roller}.',
  },
  'GET /api/auth/login-metode': {
    adgang: 'offentlig',
    beskrivelse: "Hvordan der logges ind: {borger, admin}, hver 'demo' eller 'oidc'.",
  },
  'POST /api/auth/oidc': {
    adgang: 'offentlig',
    beskrivelse: 'Veksler et netop gennemført OIDC-login (kortlivet cookie) til sekretariatets tokenpar.',
  },
  'POST /api/auth/oidc/outlook-kode': {
    adgang: 'offentlig',
    beskrivelse:
      'Outlook-tilføjelsens logindialog veksler et netop gennemført OIDC-login (kortlivet cookie) til en engangskode på ét minut, bundet til medarbejderen og til tilføjelsens udfordring: {kode}.',
    body: 'outlook-login-kode',
  },
  'POST /api/auth/oidc/outlook': {
    adgang: 'offentlig',
    beskrivelse: 'Outlook-tilføjelsen veksler logindialogens engangskode og sin verifikator til sekretariatets tokenpar.',
    body: 'outlook-login',
  },
  'GET /auth/callback': {
    adgang: 'offentlig',
    beskrivelse: 'Retur fra MitID-brokeren (OIDC): opretter sessionen og sender videre til returnUrl.',
  },
  'GET /auth/admin/login': {
    adgang: 'offentlig',
    beskrivelse: 'Starter sekretariatets login hos organisationens OIDC-udbyder; query returnUrl.',
  },
  'GET /auth/admin/callback': { adgang: 'offentlig', beskrivelse: 'Retur fra organisationens OIDC-udbyder (fx Entra ID).' },
  'GET /api/MinSideRedirect.aspx': { adgang: 'offentlig', beskrivelse: "Sender til lønmodtagerens 'Min side'." },
  'GET /nyhjemmeside/Loenmodtager/AlleAnsoegninger': {
    adgang: 'loenmodtagerSide',
    beskrivelse: 'Lønmodtagerens kursusansøgninger med status.',
  },
  'GET /api/Tekst': {
    adgang: 'offentlig',
    beskrivelse:
      'Alle tekster: {tekster: {nøgle: {type, indhold, beskrivelse}}}; beskrivelse kun for sekretariatets medarbejdere, ikke for systemer.',
  },
  'GET /api/Tekst/:noegle': { adgang: 'offentlig', beskrivelse: 'Én tekst.' },
  'GET /api/Tekst/:noegle/Historik': {
    adgang: 'admin',
    arbejde: 'tekster',
    beskrivelse:
      'Tekstens tidligere ordlyde, nyeste først: {noegle, versioner: [{nr, tidspunkt, af, type, indhold, beskrivelse}], standard}; standard er standardteksten (nr 0) eller null; 404 for en ukendt nøgle.',
  },
  'POST /api/Tekst/:noegle/Gendan': {
    adgang: 'admin',
    arbejde: 'tekster',
    beskrivelse:
      'Gendanner en tidligere ordlyd ({nr}; 0 er standardteksten) som en ny gemning i historikken: {key, type, indhold, beskrivelse}; 400 ved nr, når ordlyden ikke findes.',
    body: 'tekst-gendan',
  },
  'PUT /api/Tekst': {
    adgang: 'admin',
    arbejde: 'tekster',
    beskrivelse: 'Opretter eller retter en tekst; med If-None-Match: * kun en ny (412, når nøglen findes, og intet ændres).',
    body: 'tekst',
  },
  'GET /api/Forudbetaling/AnsogningerDerKanOprettesAnmodningerFor': {
    adgang: 'loenmodtager',
    beskrivelse:
      'Ansøgninger, der kan anmodes om forudbetaling for: {ansogningId, ansoegningsnummer, kursusNavn, deltagerGebyr, gaeldendeFra, gaeldendeTil}.',
  },
  'GET /api/Forudbetaling/AnsogningerMedAnmodning': {
    adgang: 'loenmodtager',
    beskrivelse:
      'Ansøgninger, der ellers kunne anmodes om forudbetaling for, men allerede har en verserende eller godkendt anmodning: {ansogningId, ansoegningsnummer, kursusNavn}.',
  },
  'POST /api/Forudbetaling/OpretForudbetalingAnmodning': {
    adgang: 'loenmodtager',
    beskrivelse: 'Opretter en anmodning om forudbetaling (201 {id}).',
    body: 'forudbetaling-opret',
    idempotens: true,
  },
  'GET /api/Forudbetaling/HentForudbetalingAnmodning/:id': {
    adgang: 'ejer',
    beskrivelse: 'Én af lønmodtagerens egne anmodninger.',
    etag: true,
  },
  'GET /api/Forudbetaling/Dokument/:id': { adgang: 'ejer', beskrivelse: 'Fakturaen på en af lønmodtagerens egne anmodninger.' },
  'GET /api/Forudbetaling/MineAnmodninger': { adgang: 'loenmodtager', beskrivelse: 'Lønmodtagerens egne anmodninger.' },
  'GET /api/CvrOpslag/FindVirksomhedFraCvrRegisterLoenmodtager': {
    adgang: 'loenmodtager',
    beskrivelse: 'Leverandørens navn ud fra CVR-nummer.',
    query: 'cvr-opslag',
  },
  'POST /api/OcrFaktura/ScanFaktura': {
    adgang: 'loenmodtager',
    beskrivelse: 'Læser CVR, fakturanummer og betalingsoplysninger på en faktura.',
    body: 'ocr-scan',
  },
  'GET /api/ArbejdsmangelAnsoegning/KanAnsoegeOmArbejdsMangel': {
    adgang: 'virksomhed',
    beskrivelse: 'Om virksomheden kan søge (400 hvis ikke).',
  },
  'GET /api/ArbejdsmangelAnsoegning/MineAnsoegninger': {
    adgang: 'virksomhed',
    beskrivelse: 'Virksomhedens egne ansøgninger om arbejdsmangel med status, nyeste først.',
  },
  'GET /api/ArbejdsmangelAnsoegning/MinAnsoegning/:id': {
    adgang: 'virksomhed',
    beskrivelse:
      'Én af virksomhedens egne ansøgninger til læsning: status, periode, medarbejdere og historik (404 for en anden virksomheds).',
  },
  'POST /api/ArbejdsmangelAnsoegning/OpretAnsoegning': {
    adgang: 'virksomhed',
    beskrivelse: 'Indsender en ansøgning om arbejdsmangel (201 {id}).',
    body: 'arbejdsmangel-opret',
    idempotens: true,
  },
  'GET /api/Kladde': {
    adgang: 'borger',
    beskrivelse: 'Den indloggedes kladder uden data: {ejer, kladder: [{formular, trin, version, opdateret, udloeber}]}.',
  },
  'GET /api/Kladde/:formular': {
    adgang: 'kladde',
    beskrivelse: 'Den indloggedes kladde af formularen (forudbetaling eller arbejdsmangel) med data og filer; 404 hvis ingen.',
  },
  'PUT /api/Kladde/:formular': {
    adgang: 'kladde',
    beskrivelse:
      'Gemmer kladden uden at validere indholdet; filer som data-URI gemmes som dokumenter (409 hvis slettet, 413 hvis for stor).',
    body: 'kladde',
  },
  'DELETE /api/Kladde/:formular': { adgang: 'kladde', beskrivelse: 'Sletter kladden og dens filer (204; 404 hvis ingen).' },
  'GET /api/ForudbetalingAdmin/FindAnmodninger': {
    adgang: 'admin',
    arbejde: 'sagsvisning',
    beskrivelse: 'Anmodninger om forudbetaling: {data: [...]}.',
    query: 'forudbetaling-admin-find',
  },
  'GET /api/ForudbetalingAdmin/Eksport': {
    adgang: 'admin',
    arbejde: 'sagsvisning',
    beskrivelse:
      'En af listerne over anmodninger (behandling eller alle) som CSV eller XLSX med listens kolonner, filter og sortering; CPR-numre skjules for roller, der ikke må se dem. Logges.',
    query: 'forudbetaling-admin-eksport',
    eksportAdresse: true,
  },
  'GET /api/ForudbetalingAdmin/HentForudbetalingAnmodning/:id': {
    adgang: 'admin',
    arbejde: 'sagsvisning',
    beskrivelse: 'Én anmodning med historik og journal.',
    etag: true,
  },
  'GET /api/ForudbetalingAdmin/Dokument/:id': { adgang: 'admin', arbejde: 'sagsvisning', beskrivelse: 'Fakturaen på en anmodning.' },
  'GET /api/ForudbetalingAdmin/DokumentAdgang/:id': {
    adgang: 'admin',
    arbejde: 'sagsvisning',
    beskrivelse: 'En kortlivet adresse til fakturaen, som en ramme eller et nyt vindue kan åbne: {url}.',
  },
  'GET /api/ForudbetalingAdmin/DokumentVisning/:id': {
    adgang: 'dokumentAdgang',
    beskrivelse: 'Fakturaen ved sin kortlivede adresse (query adgang fra DokumentAdgang); gælder 10 minutter og til log ud.',
  },
  'POST /api/ForudbetalingAdmin/OpdaterAnmodningerAdmin': {
    adgang: 'admin',
    arbejde: 'sagsbehandling',
    beskrivelse: 'Retter faktura og deltagelser.',
    body: 'forudbetaling-admin-opdater',
    idempotens: true,
    ifMatch: true,
  },
  'POST /api/ForudbetalingAdmin/HentForudfyldtEmailSkabel': {
    adgang: 'admin',
    arbejde: 'sagsbehandling',
    beskrivelse: 'Udfyldt e-mailskabelon {subject, body}.',
    body: 'forudbetaling-admin-skabelon',
  },
  'POST /api/ForudbetalingAdmin/GodkendAnmodning': {
    adgang: 'admin',
    arbejde: 'sagsbehandling',
    beskrivelse: 'Godkender, sender e-mail og bestiller betaling.',
    body: 'forudbetaling-admin-email',
    idempotens: true,
    ifMatch: true,
  },
  'POST /api/ForudbetalingAdmin/AfvisAnmodning': {
    adgang: 'admin',
    arbejde: 'sagsbehandling',
    beskrivelse:
      'Afviser og sender e-mailen, som den er; en begrundelse (valgfri) vises for ansøgeren og sættes ind, hvor teksten har {{begrundelse}} (den ene kræver den anden).',
    body: 'forudbetaling-admin-afvis',
    idempotens: true,
    ifMatch: true,
  },
  'POST /api/ForudbetalingAdmin/SkiftAnmodningStatusManuel': {
    adgang: 'admin',
    arbejde: 'sagsbehandling',
    beskrivelse: 'Skifter status uden e-mail og betaling.',
    body: 'forudbetaling-admin-manuel',
    idempotens: true,
    ifMatch: true,
  },
  'PUT /api/ForudbetalingAdmin/UdfoerHandling': {
    adgang: 'admin',
    arbejde: 'sagsbehandling',
    beskrivelse:
      'Udfører en anden handling fra arbejdsgangen end godkendelse og afvisning, fx en, som en analytiker har tilføjet (409 hvis status ikke tillader den).',
    query: 'forudbetaling-admin-handling-query',
    body: 'forudbetaling-admin-handling',
    idempotens: true,
    ifMatch: true,
  },
  'POST /api/ForudbetalingAdmin/VisCpr': {
    adgang: 'admin',
    arbejde: 'sagsbehandling',
    beskrivelse: 'Viser ansøgerens CPR-nummer (skrives i historikken).',
    body: 'forudbetaling-admin-vis-cpr',
  },
  'GET /api/ForudbetalingAdmin/Betalingsordrer/:fondId': {
    adgang: 'admin',
    arbejde: 'betalingsordrer',
    beskrivelse:
      'Én fonds betalingsordrer til økonomisystemet som CSV, valgfrit kun de godkendt fra fraDato til tilDato og kun de (ikke) eksporterede (eksporteret=false/true). Ordrerne i filen, som ikke var eksporteret, markeres eksporteret, når hele filen er skrevet; header Row-Count er antallet af ordrer i filen, Marked-Count hvor mange af dem filen markerer. Logges.',
    query: 'betalingsordrer-csv-query',
    eksportAdresse: true,
  },
  'GET /api/ForudbetalingAdmin/Betalingsordrer': {
    adgang: 'admin',
    arbejde: 'betalingsordrer',
    beskrivelse:
      'Betalingsordrer til økonomisystemet som JSON, ældste først: {data: [...]}; query eksporteret=false giver dem, der ikke er markeret eksporteret og ikke er ved at blive sendt i en CSV-fil, fondId én fonds, fraDato og tilDato dem godkendt i perioden.',
    query: 'betalingsordrer-query',
    svar: 'betalingsordrer',
  },
  'GET /api/ForudbetalingAdmin/Fonde': {
    adgang: 'admin',
    arbejde: 'betalingsordrer',
    beskrivelse: 'Fondene i fondsregistret, som betalingsordrer går til: {data: [{id, navn}]}.',
    svar: 'forudbetaling-admin-fonde',
  },
  'POST /api/ForudbetalingAdmin/Betalingsordrer/Eksporteret': {
    adgang: 'admin',
    arbejde: 'betalingsordrer',
    beskrivelse:
      'Markerer betalingsordrer som eksporteret til økonomisystemet: {data: [...]} (en allerede markeret beholder sit tidspunkt; en, som en CSV-fil er ved at sende, giver 409, og intet markeres).',
    body: 'betalingsordrer-eksporteret',
    svar: 'betalingsordrer',
    idempotens: true,
  },
  'GET /api/AnsogningAdmin/HentAnsogning': {
    adgang: 'admin',
    arbejde: 'sagsvisning',
    beskrivelse: 'En kursusansøgning.',
    query: 'ansogning-admin-query',
  },
  'GET /api/CvrOpslagAdmin/FindVirksomhedFraCvrRegisterAdmin': {
    adgang: 'admin',
    arbejde: 'sagsbehandling',
    beskrivelse: 'Navn i CVR-registeret.',
    query: 'cvr-opslag',
  },
  'GET /api/CvrAdmin/FindNavnFraCvrOgAnsoegningId': {
    adgang: 'admin',
    arbejde: 'sagsbehandling',
    beskrivelse: 'Leverandøren i fondens økonomisystem.',
    query: 'cvr-fond-opslag',
  },
  'GET /api/ArbejdsmangelAnsoegningAdmin/HentFlereArbejdsmangelAnsoegningerAdmin': {
    adgang: 'admin',
    arbejde: 'sagsvisning',
    beskrivelse: 'Ansøgninger om arbejdsmangel: {contents: [...]}.',
    query: 'arbejdsmangel-admin-liste',
  },
  'GET /api/ArbejdsmangelAnsoegningAdmin/Eksport': {
    adgang: 'admin',
    arbejde: 'sagsvisning',
    beskrivelse: 'Listen over ansøgninger om arbejdsmangel som CSV eller XLSX med listens kolonner, filter og sortering. Logges.',
    query: 'arbejdsmangel-admin-eksport',
    eksportAdresse: true,
  },
  'GET /api/ArbejdsmangelAnsoegningAdmin/HentArbejdsmangelAnsoegningAdmin': {
    adgang: 'admin',
    arbejde: 'sagsvisning',
    beskrivelse:
      'Én ansøgning om arbejdsmangel; CPR-numre hele for dem, der behandler sager (hver læsning logges), maskeret (ddmmåå-****) for dem, der kun læser.',
    query: 'arbejdsmangel-admin-query',
    ugyldigQuery: 404,
    etag: true,
  },
  'PUT /api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning': {
    adgang: 'admin',
    arbejde: 'sagsbehandling',
    beskrivelse: 'Udfører en handling fra workflowet (409 hvis status ikke tillader den).',
    query: 'arbejdsmangel-admin-query',
    body: 'arbejdsmangel-handling',
    idempotens: true,
    ifMatch: true,
  },
  'POST /api/ArbejdsmangelAnsoegningAdmin/OpdaterArbejdsmangelAnsoegningAdmin': {
    adgang: 'admin',
    arbejde: 'sagsbehandling',
    beskrivelse: 'Retter hele ansøgningen.',
    body: 'arbejdsmangel-opdater',
    idempotens: true,
    ifMatch: true,
  },
  'POST /api/JournaliseringAdmin/JournaliserEmail': {
    adgang: 'admin',
    arbejde: 'sagsbehandling',
    beskrivelse: 'Journaliserer en e-mail på den sag, emnet nævner.',
    body: 'journalisering',
    idempotens: true,
  },
  'GET /api/Arbejdsgange': {
    adgang: 'admin',
    arbejde: 'arbejdsgange',
    beskrivelse: 'Alle arbejdsgange i workflows/ som tilstandsdiagrammer (ELK-layout) med antal sager i hver status.',
  },
  'GET /api/Arbejdsgange/Versioner': {
    adgang: 'admin',
    arbejde: 'arbejdsgange',
    beskrivelse:
      'For hver arbejdsgang med sager: de gemte versioner (indholdets hash), hvornår hver blev taget i brug, og hvor mange sager der er på hver.',
  },
  'GET /api/Arbejdsgange/Sager': {
    adgang: 'admin',
    arbejde: 'arbejdsgange',
    beskrivelse:
      'Hvor mange sager der står i en status (query workflow og tilstand), i alt og pr. version af arbejdsgangen, som de står på: det tal, tjekket afviser en fjernet status med, og de versioner, en migrering skal nævne. 400 med beskeden ved feltet, når arbejdsgangen ikke har sager eller statussens navn er ugyldigt.',
  },
  'GET /api/Overblik': {
    adgang: 'admin',
    arbejde: 'sagsvisning',
    beskrivelse:
      'Tal til overblikket: for hver sagsart sager pr. status nu, oprettede og afsluttede pr. måned de seneste 12 måneder, median og 90-percentil af dage til en slutstatus og de ældste ventende sager; for forudbetalinger det godkendte beløb pr. fond pr. måned.',
    svar: 'overblik',
  },
  'GET /api/Definitioner/Live': {
    adgang: 'admin',
    arbejde: 'definitioner',
    beskrivelse:
      'Den udgivne version af definitionerne: {version, filer: {"<sti>": <json>, …}, fireOejne} (fireOejne: om et udkast, også en genudgivelse, udgives af en anden end forfatteren).',
  },
  'POST /api/Definitioner/Udkast': {
    adgang: 'admin',
    arbejde: 'definitioner',
    beskrivelse: 'Opretter et udkast fra den udgivne version (201 {id}).',
    body: 'definitioner-udkast',
  },
  'GET /api/Definitioner/Udkast': {
    adgang: 'admin',
    arbejde: 'definitioner',
    beskrivelse:
      'Udkastene: [{id, titel, forfatter, oprettet, grundversion, filer, aendringerIOrd}], nyeste først; aendringerIOrd er ændringerne mod den udgivne version i ord, én linje hver.',
  },
  'GET /api/Definitioner/Udkast/:id': {
    adgang: 'admin',
    arbejde: 'definitioner',
    beskrivelse:
      'Et udkast med dets ændrede filer: {…, filer: [{sti, indhold, version}], historik, revisioner, skridt, fortryd, gentag}; indhold null er en slettet fil; skridt er If-Match for Fortryd og Gentag, fortryd og gentag den fil, de vil ændre (eller null).',
  },
  'PUT /api/Definitioner/Udkast/:id/Filer': {
    adgang: 'admin',
    arbejde: 'definitioner',
    beskrivelse:
      'Gemmer én fil i udkastet ({sti, indhold}; indhold null sletter den). If-Match (eller version) med filens ETag fra sidste svar: 412, hvis en anden har gemt den imens.',
    body: 'definitioner-fil',
    ifMatch: true,
  },
  'POST /api/Definitioner/Udkast/:id/Fortryd': {
    adgang: 'admin',
    arbejde: 'definitioner',
    beskrivelse:
      'Fortryder udkastets seneste gemning af en fil (filen bliver, som den var før): {sti, version, skridt}. If-Match (eller version) med udkastets skridt fra GET: 412, hvis det er ændret imens; 409, når der intet er at fortryde.',
    body: 'definitioner-skridt',
    ifMatch: true,
  },
  'POST /api/Definitioner/Udkast/:id/Gentag': {
    adgang: 'admin',
    arbejde: 'definitioner',
    beskrivelse:
      'Gentager den senest fortrudte gemning: {sti, version, skridt}. If-Match (eller version) med udkastets skridt: 412, hvis det er ændret imens; 409, når der intet er at gentage (en ny gemning efter Fortryd tømmer listen).',
    body: 'definitioner-skridt',
    ifMatch: true,
  },
  'DELETE /api/Definitioner/Udkast/:id': { adgang: 'admin', arbejde: 'definitioner', beskrivelse: 'Kasserer et udkast (204).' },
  'POST /api/Definitioner/Udkast/:id/Proev': {
    adgang: 'admin',
    arbejde: 'definitioner',
    beskrivelse:
      "'Prøv udkastet': denne browser kører på udkastet (en signeret HttpOnly-cookie i 8 timer), og det den indsender lander i en sandkasse med demo-sager; {udkast, titel} (201).",
  },
  'GET /api/Proeve': {
    adgang: 'offentlig',
    beskrivelse: 'Prøver denne browser et udkast: {udkast, titel}; 204 når den ikke gør.',
  },
  'POST /proeve/stop': {
    adgang: 'offentlig',
    beskrivelse:
      "Bannerets 'Stop prøven' (en formular): en side, der straks går videre til GET /proeve/stoppet, så den forladte sides kladde gemmes i prøven.",
  },
  'GET /proeve/stoppet': {
    adgang: 'offentlig',
    beskrivelse: 'Afslutter prøven: browseren er tilbage på de udgivne definitioner, på siden i til (303).',
  },
  'DELETE /api/Proeve': { adgang: 'offentlig', beskrivelse: "'Stop prøven': browseren er tilbage på de udgivne definitioner (204)." },
  'POST /api/Definitioner/Udkast/:id/Tjek': {
    adgang: 'admin',
    arbejde: 'definitioner',
    beskrivelse:
      'Tjekker udkastet, som det vil blive udgivet: {fejl: [{fil, sti, besked}]}, tom når alt er i orden. Valgfri krop {filer: [{sti, indhold}]}: editorernes ugemte filer lagt oven på udkastet, så tjekket kører, mens analytikeren skriver (intet gemmes; 400 ved feltet for en ugyldig sti eller en fil over 512 kB JSON; 413 for en krop over 4 MB). Tjekkene køres ét ad gangen på instansen; en persons nyere tjek af samme udkast tager et ventende ældres plads (409 til det ældre), og venter for mange, svarer serveren 503 med Retry-After.',
    body: 'definitioner-tjek',
  },
  'POST /api/Definitioner/Udkast/:id/Forhaandsvisning': {
    adgang: 'admin',
    arbejde: 'definitioner',
    beskrivelse:
      'Formulareditorens forhåndsvisning: {schemaId, filer: [{sti, indhold}]}, de ugemte filer lagt oven på udkastet, giver {schemaId, adresse}: browservalidatoren for formularens schema, som siden henter som de udgivne (intet gemmes); 422 når schemaet ikke findes eller ikke kan oversættes; 400 ved feltet for en fil over grænsen for en gemt fil (512 kB JSON).',
    body: 'definitioner-forhaandsvisning',
  },
  'GET /api/Definitioner/Udkast/:id/Arbejdsgange': {
    adgang: 'admin',
    arbejde: 'definitioner',
    beskrivelse:
      'Udkastets arbejdsgange med sager, som de vil blive udgivet, hver som tilstandsdiagram (ELK-layout) som på /app/admin/arbejdsgange: [{id, fil, titel, diagram}] til studiets editor.',
  },
  'POST /api/Definitioner/Udkast/:id/Udgiv': {
    adgang: 'admin',
    arbejde: 'definitioner',
    beskrivelse:
      'Udgiver udkastet som en ny version (201 {version}), der gælder for nye forespørgsler uden genstart; 403 til den, der har lavet eller ændret udkastet (fire øjne, medmindre DEFINITIONER_FIRE_OEJNE=false); 422 {fejl} når tjekket finder fejl; 409 når den udgivne version er ændret i de samme filer, siden udkastet begyndte, når en anden udgivelse kom først, eller når udkastet intet ændrer.',
    body: 'definitioner-udgiv',
  },
  'GET /api/Definitioner/Versioner': {
    adgang: 'admin',
    arbejde: 'definitioner',
    beskrivelse: 'Alle udgivne versioner, nyeste først: [{version, udgivet, udgivetAf, note, udkast, genudgivelseAf}].',
  },
  'GET /api/Definitioner/Versioner/:version': {
    adgang: 'admin',
    arbejde: 'definitioner',
    beskrivelse: 'Én udgivet version med dens filer: {version, udgivet, udgivetAf, note, udkast, filer}, til at sammenligne to versioner.',
  },
  'POST /api/Definitioner/Versioner/:version/Genudgiv': {
    adgang: 'admin',
    arbejde: 'definitioner',
    beskrivelse:
      'Tilbagerulning til en tidligere versions filer; 409 når de er de udgivne. Med fire øjne (DEFINITIONER_FIRE_OEJNE, standard) lægges filerne i et udkast af den, der beder om det, som en anden med rollen udgiver: 202 {udkast: {id, titel}, fejl} med Location (fejl: hvad tjekket finder, fx sager i en status, versionen mangler; ret det i udkastet). Med DEFINITIONER_FIRE_OEJNE=false udgives de straks efter samme tjek: 201 {version}, eller 422 {fejl} uden at gemme noget.',
    body: 'definitioner-udgiv',
  },
  'POST /api/Webhooks/Abonnementer': {
    adgang: 'admin',
    arbejde: 'webhooks',
    beskrivelse:
      'Opretter et abonnement på hændelser (201 {id, hemmelighed}); leveringerne signeres med hemmeligheden i headeren Fondsportal-Signatur.',
    body: 'webhook-abonnement',
  },
  'GET /api/Webhooks/Abonnementer': {
    adgang: 'admin',
    arbejde: 'webhooks',
    beskrivelse: 'Abonnementerne uden hemmelighed, med antal leveringer pr. status: {data: [...]}.',
  },
  'GET /api/Webhooks/Abonnementer/:id/Leveringer': {
    adgang: 'admin',
    arbejde: 'webhooks',
    beskrivelse: 'Et abonnements seneste leveringer med forsøg og fejl: {data: [...]}.',
  },
  'DELETE /api/Webhooks/Abonnementer/:id': {
    adgang: 'admin',
    arbejde: 'webhooks',
    beskrivelse: 'Sletter et abonnement og dets leveringer (204).',
  },
  'GET /api/EksportAdgang': {
    adgang: 'admin',
    arbejde: 'sagsvisning',
    beskrivelse:
      'En kortlivet engangsadresse til en eksport (query adresse, fx /api/ForudbetalingAdmin/Eksport?liste=alle&format=csv), som browseren kan hente uden token: {url}. 403, hvis rollen ikke må hente eksporten.',
    query: 'eksport-adgang',
  },
  'GET /api/EksportLog': {
    adgang: 'admin',
    arbejde: 'eksportlog',
    beskrivelse: 'De seneste eksporter, nyeste først: {data: [{id, tidspunkt, brugernavn, navn, rute, format, filter, cprVist, antal}]}.',
  },
  'POST /api/NyadminAdgang': {
    adgang: 'admin',
    arbejde: 'sagsvisning',
    beskrivelse: 'Engangsadresse til en side under /nyadmin.',
    body: 'nyadmin-adgang',
  },
  'GET /nyadmin/boot': { adgang: 'nyadmin', beskrivelse: 'Veksler en engangskode til en kortlivet cookie for /nyadmin.' },
  'GET /nyadmin/ArbejdsmangelJournalisering/:id': { adgang: 'nyadmin', beskrivelse: 'Journalen for en ansøgning om arbejdsmangel.' },
  'GET /nyadmin/Arbejdsmangel/:id': { adgang: 'nyadmin', beskrivelse: 'VEU-oplysninger for en ansøgning om arbejdsmangel.' },
  'GET /app/outlook-journalisering/manifest.xml': { adgang: 'offentlig', beskrivelse: 'Outlook-tilføjelsens manifest.' },
  'GET /app/outlook-journalisering/:fil{ikon-[0-9]+\\.png}': { adgang: 'offentlig', beskrivelse: 'Outlook-tilføjelsens ikoner.' },
  'GET /app/outlook-journalisering': { adgang: 'offentlig', beskrivelse: 'Outlook-tilføjelsens side.' },
  'GET /app/outlook-journalisering/*': { adgang: 'offentlig', beskrivelse: 'Outlook-tilføjelsens side.' },
  'ALL /app/assets/*': { adgang: 'offentlig', beskrivelse: 'Web-appens filer.' },
  'GET /app/assets/*': { adgang: 'offentlig', beskrivelse: 'En fil, web-appen ikke har: 404, som ikke gemmes.' },
  'GET /static/bootstrap.min.css': { adgang: 'offentlig', beskrivelse: 'Bootstrap til de serverbyggede sider.' },
  'GET /favicon.ico': { adgang: 'offentlig', beskrivelse: 'Fondens ikon.' },
  'GET /tema.css': { adgang: 'offentlig', beskrivelse: 'Fondens tema (navn, farver, fokus) som CSS, lavet af content/tema.json.' },
  'GET /definitioner/validatorer/:version/:fil': {
    adgang: 'offentlig',
    beskrivelse:
      'Browserens validator af et schema, som en udgivet version af definitionerne formulerer anderledes end den byggede web-app (version og indholdets hash i adressen; gemmes et år).',
  },
  'GET /definitioner/validatorer/udkast/:fil': {
    adgang: 'offentlig',
    beskrivelse:
      'Browserens validator af et schema fra formulareditorens forhåndsvisning (POST /api/Definitioner/Udkast/{id}/Forhaandsvisning giver adressen; indholdets hash i adressen; 404 når den er veget for nyere).',
  },
  'GET /tema/logo': { adgang: 'offentlig', beskrivelse: 'Fondens logo, som content/tema.json peger på.' },
  'GET /': { adgang: 'offentlig', beskrivelse: 'Sender til /app.' },
  'GET /app': { adgang: 'offentlig', beskrivelse: 'Web-appen.' },
  'GET /app/*': { adgang: 'offentlig', beskrivelse: 'Web-appen.' },
  'GET /api/openapi.json': { adgang: 'offentlig', beskrivelse: 'Dette API som OpenAPI 3.1.' },
  'GET /api/docs': { adgang: 'offentlig', beskrivelse: 'Dette API som læsbar reference.' },
} as const satisfies Record<string, Rute>;

/** The table as written, each schema id a literal: rute() types a handler's body and query from it. */
export type RuteTabel = typeof tabel;
export type RuteNoegle = keyof RuteTabel;
export const ruter: Readonly<Record<RuteNoegle, Rute>> = tabel;

/** The app's own middleware entries (catch-alls), which are not routes. */
export const erMellemled = (method: string, path: string) =>
  method === 'ALL' && /^\/(\*|api\/\*|api\/[A-Za-z]+\/\*|nyadmin\/\*)$/.test(path);
