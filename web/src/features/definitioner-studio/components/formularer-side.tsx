import type { UiSchema } from '@rjsf/utils';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { t } from '@engine/tekster';
import { ApiFejl } from '../../../shared/api/client';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Besked } from '../../../shared/layout/besked';
import { HentStatus } from '../../../shared/layout/hent-status';
import { Sektion } from '../../../shared/layout/sektion';
import { formularer, type Formular } from '../../../shared/formularer/formularer';
import { gemFil } from '../api/gem-fil';
import type { DefinitionsFejl } from '../api/tjek-udkast';
import { udkastRevision, useTjekMensManSkriver } from '../api/use-tjek-mens-man-skriver';
import { useUdkastMedTjek } from '../api/use-udkast-med-tjek';
import {
  grupper,
  laesFelter,
  schemaSti,
  skrivFelter,
  standardGruppe,
  tilladteVaerdier,
  type Filer,
  type FeltModel,
} from '../utils/formularer-felter';
import { rettelser as findRettelser, type FeltRettelse } from '../utils/formularer-tjek';
import { FormularerFelt } from './formularer-felt';
import { GemtBesked } from './gemt-besked';
import { FormularerForhaandsvisning } from './formularer-forhaandsvisning';
import { TjekFejlListe } from './tjek-fejl-liste';
import { TjekMensManSkriverStatus } from './tjek-mens-man-skriver';
import { EditorNavigation } from './editor-navigation';
import '../definitioner-studio.css';

const uiSti = (navn: string) => `schemas/${navn}.ui.json`;

/**
 * /app/admin/definitioner/udkast/:id/formularer: a form of the draft picked by its title, its fields
 * edited (added, moved, removed, their rules and messages, when they show), the form beside them as
 * its page draws it with the unsaved edits, the draft's check run on those edits as one types (its
 * problems at the field they name); saved into the draft as its schema and layout files.
 */
export function FormularerSide() {
  const id = useParams<'id'>().id ?? '';
  const [runde, setRunde] = useState(0);
  const [navn, setNavn] = useState('');
  const [gruppe, setGruppe] = useState<number>();
  const [gemt, setGemt] = useState<string>();
  const { udkast, live, tjek, status } = useUdkastMedTjek(id, runde);
  const vaelgerId = useId();

  if (udkast.data === undefined || live.data === undefined) return <HentStatus {...status} />;
  const u = udkast.data;
  const filer: Record<string, unknown> = { ...live.data.filer };
  const versioner: Record<string, number> = {};
  for (const f of u.filer) {
    versioner[f.sti] = f.version;
    if (f.indhold === null) delete filer[f.sti];
    else filer[f.sti] = f.indhold;
  }
  // The forms of /app/admin/formularer (their titles, sample data and context) that the draft still has.
  const valgbare = formularer.filter((f) => filer[schemaSti(f.schemaId)] !== undefined && filer[uiSti(f.navn)] !== undefined);
  const formular = valgbare.find((f) => f.navn === navn);

  return (
    <section>
      <p className="mb-1">
        <Link to={`/app/admin/definitioner/udkast/${encodeURIComponent(id)}`}>{t('studioFormularer.tilbage')}</Link>
      </p>
      <h1>{t('studioFormularer.titel')}</h1>
      <EditorNavigation udkastId={id} />
      <p className="text-body-secondary">{u.titel}</p>
      <p>{t('studioFormularer.intro')}</p>
      <GemtBesked besked={gemt === undefined ? undefined : t('studioFormularer.gemt', { filer: gemt })} />
      <div className="mb-3">
        <label htmlFor={vaelgerId} className="form-label">
          {t('studioFormularer.formular')}
        </label>
        <select
          id={vaelgerId}
          className="form-select"
          value={navn}
          onChange={(e) => {
            setNavn(e.target.value);
            setGruppe(undefined);
            setGemt(undefined);
          }}
        >
          <option value="">{t('studioFormularer.vaelgFormular')}</option>
          {valgbare.map((f) => (
            <option key={f.navn} value={f.navn}>
              {f.titel}
            </option>
          ))}
        </select>
      </div>
      {formular && (
        <FormularEditor
          key={`${formular.navn}:${gruppe ?? ''}:${runde}`}
          udkastId={u.id}
          revision={udkastRevision(runde, u)}
          formular={formular}
          filer={filer}
          versioner={versioner}
          gruppe={gruppe}
          onGruppe={setGruppe}
          tjekFejl={tjek.data ?? []}
          onGemt={(stier) => {
            setGemt(stier.join(', '));
            setRunde((r) => r + 1);
          }}
        />
      )}
    </section>
  );
}

interface EditorProps {
  udkastId: string;
  /** The saved draft as the page knows it (udkastRevision): the check's answers are about it. */
  revision: string;
  formular: Formular;
  filer: Filer;
  versioner: Readonly<Record<string, number>>;
  gruppe: number | undefined;
  onGruppe: (gruppe: number) => void;
  /** The saved draft's check; the check of the unsaved edits takes its place once it has answered. */
  tjekFejl: readonly DefinitionsFejl[];
  onGemt: (stier: string[]) => void;
}

const pointer = (dele: readonly string[]) => dele.map((d) => `/${d.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

function FormularEditor({
  udkastId,
  revision,
  formular,
  filer,
  versioner,
  gruppe: valgtGruppe,
  onGruppe,
  tjekFejl: gemteFejl,
  onGemt,
}: EditorProps) {
  const gruppeId = useId();
  const nytId = useId();
  const schemaFil = schemaSti(formular.schemaId);
  const schema = filer[schemaFil] as Record<string, unknown>;
  const ui = filer[uiSti(formular.navn)] as Record<string, unknown>;
  const alleGrupper = useMemo(() => grupper(schema), [schema]);
  const gruppe = valgtGruppe ?? standardGruppe(alleGrupper);
  const sti = useMemo(() => alleGrupper[gruppe]?.sti ?? [], [alleGrupper, gruppe]);
  const foer = useMemo(() => laesFelter(schema, ui, sti, filer), [schema, ui, sti, filer]);
  const [felter, setFelter] = useState<FeltModel[]>(foer);
  const [valgt, setValgt] = useState<string | undefined>(foer[0]?.navn);
  const [nytNavn, setNytNavn] = useState('');
  const [nytTitel, setNytTitel] = useState('');
  const [nytType, setNytType] = useState('string');
  const [meddelelse, setMeddelelse] = useState('');
  const [rettelser, setRettelser] = useState<readonly FeltRettelse[]>([]);
  const [gemmer, setGemmer] = useState(false);
  const [fejl, setFejl] = useState<unknown>();

  const aendrede = useMemo(() => skrivFelter(filer, formular.schemaId, uiSti(formular.navn), sti, felter), [filer, formular, sti, felter]);
  const visningUi = (aendrede[uiSti(formular.navn)] ?? ui) as UiSchema;
  const felt = felter.find((f) => f.navn === valgt);
  // The check runs on the unsaved edits as the analyst types: its problems show at the fields below.
  // What this editor shows: its form's schema and layout, and the shared fields it uses; the rest is counted apart.
  const vises = (e: DefinitionsFejl) =>
    e.fil === schemaFil ||
    e.fil === uiSti(formular.navn) ||
    felter.some((f) => f.delt !== undefined && e.fil === schemaSti(f.delt.schemaId) && e.sti.startsWith(`/definitions/${f.delt.navn}`));
  const levende = useTjekMensManSkriver(udkastId, aendrede, { revision, vises });
  const tjekFejl = levende.fejl ?? gemteFejl;

  // The check's problems at the field they name: its property in the form's schema, or its shared definition.
  const feltPointer = (navn: string) => `${pointer(sti.flatMap((d) => ['properties', d]))}/properties/${navn}`;
  const fejlVed = (f: FeltModel) =>
    tjekFejl.filter(
      (e) =>
        (e.fil === schemaFil && (e.sti === feltPointer(f.navn) || e.sti.startsWith(`${feltPointer(f.navn)}/`))) ||
        (e.fil === uiSti(formular.navn) && e.sti.startsWith(pointer([...sti, f.navn]))) ||
        (f.delt !== undefined && e.fil === schemaSti(f.delt.schemaId) && e.sti.startsWith(`/definitions/${f.delt.navn}`)),
    );
  const formularFejl = tjekFejl.filter((e) => e.fil === schemaFil || e.fil === uiSti(formular.navn));
  const oevrigeFejl = formularFejl.filter((e) => !felter.some((f) => fejlVed(f).includes(e)));

  const aendr = (nye: FeltModel[]) => {
    setFelter(nye);
    setRettelser([]);
  };
  const flyt = (i: number, retning: -1 | 1) => {
    const j = i + retning;
    if (j < 0 || j >= felter.length) return;
    const nye = [...felter];
    [nye[i], nye[j]] = [nye[j]!, nye[i]!];
    aendr(nye);
    setMeddelelse(t('studioFormularer.flyttet', { titel: felter[i]!.titel, plads: j + 1 }));
  };

  const tilfoej = (e: FormEvent) => {
    e.preventDefault();
    const nyt: FeltModel = {
      navn: nytNavn.trim(),
      titel: nytTitel.trim(),
      type: nytType,
      paakraevet: false,
      paakraevetBesked: '',
      regler: {},
      beskeder: {},
    };
    const fejlene = findRettelser(felter, [...felter, nyt]).filter((r) => r.navn === nyt.navn && (r.sted === 'navn' || r.sted === 'titel'));
    if (fejlene.length > 0) {
      setRettelser(fejlene);
      return;
    }
    aendr([...felter, nyt]);
    setValgt(nyt.navn);
    setNytNavn('');
    setNytTitel('');
    setMeddelelse(t('studioFormularer.nyt.tilfoejet', { titel: nyt.titel }));
  };

  const gem = async () => {
    const fundne = findRettelser(foer, felter);
    setRettelser(fundne);
    setFejl(undefined);
    if (fundne.length > 0) {
      setValgt(fundne[0]!.navn);
      return;
    }
    const stier = Object.keys(aendrede);
    if (stier.length === 0) {
      setMeddelelse(t('studioFormularer.ingenAendringer'));
      return;
    }
    setGemmer(true);
    try {
      for (const s of stier) await gemFil(udkastId, s, aendrede[s], versioner[s] ?? 0);
      onGemt(stier);
    } catch (error) {
      setFejl(error);
    } finally {
      setGemmer(false);
    }
  };

  const nytFejl = (sted: string) =>
    rettelser.find((r) => r.navn === nytNavn.trim() && r.sted === sted && !felter.some((f) => f.navn === r.navn))?.besked;

  return (
    <div className="row g-4">
      <div className="col-xl-6">
        {alleGrupper.length > 1 && (
          <div className="mb-3">
            <label htmlFor={gruppeId} className="form-label">
              {t('studioFormularer.gruppe')}
            </label>
            <select id={gruppeId} className="form-select" value={gruppe} onChange={(e) => onGruppe(Number(e.target.value))}>
              {alleGrupper.map((g, i) => (
                <option key={g.sti.join('/')} value={i}>
                  {g.titel}
                </option>
              ))}
            </select>
          </div>
        )}
        <Sektion titel={t('studioFormularer.felter')}>
          <p className="visually-hidden" role="status" aria-live="polite">
            {meddelelse}
          </p>
          <TjekMensManSkriverStatus tjek={levende} />
          {oevrigeFejl.length > 0 && (
            <Besked variant="danger">
              <p className="mb-1">{t('studioFormularer.tjekFejl')}</p>
              <TjekFejlListe fejl={oevrigeFejl} />
            </Besked>
          )}
          <ol className="list-group list-group-numbered mb-3" aria-label={t('studioFormularer.felterListe')}>
            {felter.map((f, i) => {
              const harFejl = fejlVed(f).length > 0 || rettelser.some((r) => r.navn === f.navn);
              return (
                <li key={f.navn} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
                  <span className="me-auto">
                    <span className={harFejl ? 'text-danger fw-semibold' : undefined}>{f.titel}</span>{' '}
                    <code className="small">{f.navn}</code>{' '}
                    {f.paakraevet && <span className="badge text-bg-secondary">{t('studioFormularer.paakraevetMaerke')}</span>}{' '}
                    {f.delt && <span className="badge text-bg-info">{t('studioFormularer.deltMaerke')}</span>}{' '}
                    {f.visHvis && (
                      <span className="badge text-bg-light border">
                        {t('studioFormularer.betingetMaerke', { felt: f.visHvis.felt, vaerdier: f.visHvis.vaerdier.join(', ') })}
                      </span>
                    )}
                  </span>
                  <span className="d-flex flex-wrap gap-1">
                    <button
                      type="button"
                      className={`btn btn-sm btn-outline-primary${f.navn === valgt ? ' active' : ''}`}
                      aria-pressed={f.navn === valgt}
                      onClick={() => setValgt(f.navn)}
                    >
                      {t('studioFormularer.rediger', { titel: f.titel })}
                    </button>
                    <button type="button" className="btn btn-sm btn-outline-secondary" disabled={i === 0} onClick={() => flyt(i, -1)}>
                      {t('studioFormularer.op', { titel: f.titel })}
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      disabled={i === felter.length - 1}
                      onClick={() => flyt(i, 1)}
                    >
                      {t('studioFormularer.ned', { titel: f.titel })}
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      onClick={() => {
                        aendr(felter.filter((x) => x.navn !== f.navn));
                        if (valgt === f.navn) setValgt(undefined);
                        setMeddelelse(t('studioFormularer.fjernet', { titel: f.titel }));
                      }}
                    >
                      {t('studioFormularer.fjern', { titel: f.titel })}
                    </button>
                  </span>
                </li>
              );
            })}
          </ol>

          <form noValidate onSubmit={tilfoej} className="border rounded p-3 mb-3" aria-labelledby={`${nytId}-titel`}>
            <h3 id={`${nytId}-titel`} className="h6">
              {t('studioFormularer.nyt.titel')}
            </h3>
            <div className="row g-2 align-items-end">
              <div className="col-sm-4">
                <label htmlFor={`${nytId}-navn`} className="form-label small">
                  {t('studioFormularer.nyt.navn')}
                </label>
                <input
                  id={`${nytId}-navn`}
                  className={`form-control form-control-sm${nytFejl('navn') ? ' is-invalid' : ''}`}
                  value={nytNavn}
                  aria-invalid={nytFejl('navn') !== undefined || undefined}
                  aria-describedby={nytFejl('navn') ? `${nytId}-navn-fejl` : undefined}
                  onChange={(e) => setNytNavn(e.target.value)}
                />
                {nytFejl('navn') && (
                  <div id={`${nytId}-navn-fejl`} className="invalid-feedback d-block">
                    {nytFejl('navn')}
                  </div>
                )}
              </div>
              <div className="col-sm-4">
                <label htmlFor={`${nytId}-titel-felt`} className="form-label small">
                  {t('studioFormularer.nyt.overskrift')}
                </label>
                <input
                  id={`${nytId}-titel-felt`}
                  className={`form-control form-control-sm${nytFejl('titel') ? ' is-invalid' : ''}`}
                  value={nytTitel}
                  aria-invalid={nytFejl('titel') !== undefined || undefined}
                  aria-describedby={nytFejl('titel') ? `${nytId}-titel-fejl` : undefined}
                  onChange={(e) => setNytTitel(e.target.value)}
                />
                {nytFejl('titel') && (
                  <div id={`${nytId}-titel-fejl`} className="invalid-feedback d-block">
                    {nytFejl('titel')}
                  </div>
                )}
              </div>
              <div className="col-sm-2">
                <label htmlFor={`${nytId}-type`} className="form-label small">
                  {t('studioFormularer.felt.type')}
                </label>
                <select
                  id={`${nytId}-type`}
                  className="form-select form-select-sm"
                  value={nytType}
                  onChange={(e) => setNytType(e.target.value)}
                >
                  {(['string', 'integer', 'number', 'boolean'] as const).map((type) => (
                    <option key={type} value={type}>
                      {t(`studioFormularer.type.${type}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="col-sm-2">
                <button type="submit" className="btn btn-sm btn-outline-primary">
                  {t('studioFormularer.nyt.tilfoej')}
                </button>
              </div>
            </div>
          </form>

          {felt && (
            <FormularerFelt
              key={felt.navn}
              felt={felt}
              andre={felter.filter((f) => f.navn !== felt.navn)}
              vaerdierAf={(n) => tilladteVaerdier(schema, sti, n, filer) ?? felter.find((f) => f.navn === n)?.regler.enum}
              filer={filer}
              rettelser={rettelser.filter((r) => r.navn === felt.navn)}
              tjekFejl={fejlVed(felt)}
              onChange={(nyt) => aendr(felter.map((f) => (f.navn === felt.navn ? nyt : f)))}
            />
          )}
        </Sektion>

        <div aria-live="polite">
          {rettelser.length > 0 && (
            <Besked variant="danger">
              <p className="mb-1">{t('studioFormularer.rettelser', { antal: rettelser.length })}</p>
              <ul className="mb-0">
                {rettelser.map((r, i) => (
                  <li key={i}>
                    {felter.find((f) => f.navn === r.navn)?.titel ?? r.navn}: {r.besked}
                  </li>
                ))}
              </ul>
            </Besked>
          )}
          {fejl !== undefined && (
            <Besked variant="danger">
              {fejl instanceof ApiFejl && fejl.status === 412 ? t('studioFormularer.foraeldet') : fejlTekst(fejl)}
            </Besked>
          )}
        </div>
        {Object.keys(aendrede).length > 0 && (
          <p className="small">{t('studioFormularer.ugemte', { filer: Object.keys(aendrede).join(', ') })}</p>
        )}
        <button type="button" className="btn btn-primary" disabled={gemmer} onClick={() => void gem()}>
          {gemmer ? t('studioFormularer.gemmer') : t('studioFormularer.gem')}
        </button>
      </div>
      <div className="col-xl-6">
        <Sektion titel={t('studioFormularer.forhaandsvisning')}>
          <FormularerForhaandsvisning udkastId={udkastId} formular={formular} ugemte={aendrede} uiSchema={visningUi} />
        </Sektion>
      </div>
    </div>
  );
}
