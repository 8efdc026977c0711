import { useId, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { formatDatoTid } from '@engine/format';
import { t } from '@engine/tekster';
import { Besked } from '../../../shared/layout/besked';
import { HentStatus } from '../../../shared/layout/hent-status';
import { Indlaeser } from '../../../shared/layout/indlaeser';
import { Sektion } from '../../../shared/layout/sektion';
import { udkastRevision } from '../api/use-tjek-mens-man-skriver';
import { useUdkastMedTjek } from '../api/use-udkast-med-tjek';
import { aendringerIOrd } from '@engine/aendringer-i-ord';
import { AendringerIOrdListe } from './aendringer-i-ord-liste';
import { EditorNavigation } from './editor-navigation';
import { FilDiffVisning } from './fil-diff-visning';
import { FilEditor } from './fil-editor';
import { FortrydGentag } from './fortryd-gentag';
import { GemtBesked } from './gemt-besked';
import { KasserUdkast } from './kasser-udkast';
import { ProevUdkast } from './proev-udkast';
import { fejlPrFil, TjekFejlListe } from './tjek-fejl-liste';
import { UdgivFormular } from './udgiv-formular';

/**
 * /app/admin/definitioner/udkast/:id: a draft's changed files with their diffs against the live
 * version, the raw editor of any file of the set (checked as the analyst types), the check of the saved draft
 * after every save, publishing (offered only while that check finds nothing) and discarding.
 */
export function UdkastSide() {
  const id = useParams<'id'>().id ?? '';
  // Rises with every save: the draft and its check are read anew.
  const [runde, setRunde] = useState(0);
  const [gemt, setGemt] = useState<string>();
  const [valgt, setValgt] = useState<string>();
  const { udkast, live, tjek, status } = useUdkastMedTjek(id, runde);
  const vaelgerId = useId();
  // Set when 'Genudgiv' on the versions page just made this draft.
  const nyGenudgivelse = (useLocation().state as { genudgivelse?: number } | null)?.genudgivelse;

  if (udkast.data === undefined || live.data === undefined) return <HentStatus {...status} />;
  const u = udkast.data;
  const liveFiler = live.data.filer;
  const aendret = new Map(u.filer.map((f) => [f.sti, f]));
  const alleStier = [...new Set([...Object.keys(liveFiler), ...aendret.keys()])].sort();
  const sti = valgt ?? u.filer[0]?.sti ?? '';
  const fil = aendret.get(sti);
  const fejl = tjek.data ?? [];
  const prFil = fejlPrFil(fejl);
  // The draft's files laid over the live ones, and what that changes in words, per file.
  const udkastFiler: Record<string, unknown> = { ...liveFiler };
  for (const f of u.filer) {
    if (f.indhold === null) delete udkastFiler[f.sti];
    else udkastFiler[f.sti] = f.indhold;
  }
  // A rollback's draft: the version it puts back and why (the words' values; whether it still does is said apart).
  const genudgivelse = u.genudgivelse && { version: u.genudgivelse.version, note: u.genudgivelse.note };
  const iOrd = new Map(aendringerIOrd(liveFiler, udkastFiler).map((a) => [a.sti, a.linjer]));

  return (
    <section>
      <p className="mb-1">
        <Link to="/app/admin/definitioner">{t('definitionerWeb.tilbage')}</Link>
      </p>
      <h1>{u.titel}</h1>
      <p>
        {t('definitionerWeb.udkastSide.meta', {
          forfatter: u.forfatter,
          oprettet: formatDatoTid(u.oprettet),
          grundversion: u.grundversion,
        })}
      </p>
      {nyGenudgivelse !== undefined && gemt === undefined && (
        <Besked variant="success" role="status">
          {t('definitionerWeb.genudgiv.udkastLavet', { version: nyGenudgivelse })}
        </Besked>
      )}
      {genudgivelse && (
        <Besked variant="info">
          <p className="mb-1">{t('definitionerWeb.genudgiv.iUdkast', genudgivelse)}</p>
          <p className="mb-0">
            {t(
              u.genudgivelse?.uaendret === false ? 'definitionerWeb.genudgiv.iUdkastAendret' : 'definitionerWeb.genudgiv.iUdkastUaendret',
              genudgivelse,
            )}
          </p>
        </Besked>
      )}
      <ProevUdkast udkastId={u.id} />
      <EditorNavigation udkastId={u.id} />
      <GemtBesked besked={gemt} />
      <FortrydGentag
        udkastId={u.id}
        skridt={u.skridt ?? u.historik.length}
        fortryd={u.fortryd ?? null}
        gentag={u.gentag ?? null}
        onFlyttet={(s, retning) => {
          setGemt(t(retning === 'Fortryd' ? 'studioTekster.skridt.fortrudt' : 'studioTekster.skridt.gentaget', { sti: s }));
          setRunde((r) => r + 1);
        }}
      />

      <Sektion titel={t('definitionerWeb.tjek.titel')}>
        <div aria-live="polite">
          {tjek.indlaeser && (
            <p role="status" className="mb-0">
              {t('definitionerWeb.tjek.korer')}
            </p>
          )}
          <HentStatus indlaeser={false} fejl={tjek.fejl} />
          {tjek.data?.length === 0 && <p className="mb-0 text-success">{t('definitionerWeb.tjek.ok')}</p>}
          {fejl.length > 0 && (
            <>
              <p className="text-danger">{t('definitionerWeb.tjek.fejl', { antal: fejl.length })}</p>
              {[...prFil].map(([filSti, filFejl]) => (
                <div key={filSti} className="mb-2">
                  <h3 className="h6">{t('definitionerWeb.tjek.filFejl', { sti: filSti })}</h3>
                  <TjekFejlListe fejl={filFejl} />
                </div>
              ))}
            </>
          )}
        </div>
      </Sektion>

      <Sektion titel={t('definitionerWeb.aendrede.titel')}>
        {u.filer.length === 0 && <p className="mb-0">{t('definitionerWeb.aendrede.ingen')}</p>}
        {u.filer.map((f) => (
          <article key={f.sti} className="mb-4">
            <h3 className="h6 d-flex flex-wrap gap-2 align-items-center">
              <code>{f.sti}</code>
              <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setValgt(f.sti)}>
                {t('definitionerWeb.aendrede.rediger', { sti: f.sti })}
              </button>
            </h3>
            <AendringerIOrdListe linjer={iOrd.get(f.sti) ?? []} />
            {f.indhold === null && <p>{t('definitionerWeb.aendrede.slettet')}</p>}
            {liveFiler[f.sti] === undefined && <p>{t('definitionerWeb.aendrede.ny')}</p>}
            <FilDiffVisning titel={t('definitionerWeb.aendrede.diff', { sti: f.sti })} foer={liveFiler[f.sti]} efter={f.indhold} />
            {prFil.has(f.sti) && (
              <Besked variant="danger">
                <TjekFejlListe fejl={prFil.get(f.sti)!} />
              </Besked>
            )}
          </article>
        ))}
      </Sektion>

      <Sektion titel={t('definitionerWeb.editor.titel')}>
        <div className="mb-3">
          <label htmlFor={vaelgerId} className="form-label">
            {t('definitionerWeb.editor.fil')}
          </label>
          <select id={vaelgerId} className="form-select" value={sti} onChange={(e) => setValgt(e.target.value)}>
            <option value="">{t('definitionerWeb.editor.vaelg')}</option>
            {alleStier.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        {sti !== '' && (
          <FilEditor
            key={`${sti}:${fil?.version ?? u.revisioner?.[sti] ?? 0}`}
            udkastId={u.id}
            revision={udkastRevision(runde, u)}
            sti={sti}
            indhold={fil ? fil.indhold : liveFiler[sti]}
            version={fil?.version ?? u.revisioner?.[sti] ?? 0}
            gemteFejl={fejl}
            onGemt={(s) => {
              setGemt(t('definitionerWeb.editor.gemt', { sti: s }));
              setValgt(s);
              setRunde((r) => r + 1);
            }}
          />
        )}
      </Sektion>

      <Sektion titel={t('definitionerWeb.udgiv.titel')}>
        {tjek.indlaeser ? (
          <Indlaeser />
        ) : fejl.length > 0 || tjek.fejl !== undefined ? (
          <p className="mb-0">{t('definitionerWeb.udgiv.ikkeTjekket')}</p>
        ) : (
          <UdgivFormular udkastId={u.id} udgivesAfAnden={u.udgivesAfAnden} note={u.genudgivelse?.note} />
        )}
      </Sektion>

      <KasserUdkast udkastId={u.id} titel={u.titel} />
    </section>
  );
}
