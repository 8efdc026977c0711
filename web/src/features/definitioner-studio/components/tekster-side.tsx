import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { t } from '@engine/tekster';
import { HentStatus } from '../../../shared/layout/hent-status';
import { useLive } from '../api/hent-live';
import { useUdkast } from '../api/hent-udkast';
import { passer, tekstBrug, tekstPoster } from '../utils/tekster-brug';
import { TekstRedigering } from './tekst-redigering';
import { EditorNavigation } from './editor-navigation';
import { GemtBesked } from './gemt-besked';

/** How many texts the page draws at once: a search finds the rest (the set has well over a thousand). */
const VIST = 40;

/**
 * /app/admin/definitioner/udkast/:id/tekster: the draft's fixed texts (content/ui) and default texts
 * (content/tekster.json), searchable, each with where it is used, saved into the draft through the
 * draft's PUT, and put back to the live wording.
 */
export function TeksterSide() {
  const id = useParams<'id'>().id ?? '';
  const [runde, setRunde] = useState(0);
  const [besked, setBesked] = useState<string>();
  const [soeg, setSoeg] = useState('');
  const udsat = useDeferredValue(soeg);
  const soegId = useId();
  const udkast = useUdkast(id, runde);
  const live = useLive();

  const data = useMemo(() => {
    if (udkast.data === undefined || live.data === undefined) return undefined;
    const filer: Record<string, unknown> = { ...live.data.filer };
    for (const f of udkast.data.filer) {
      if (f.indhold === null) delete filer[f.sti];
      else filer[f.sti] = f.indhold;
    }
    return { filer, poster: tekstPoster(filer, live.data.filer), brug: tekstBrug(filer) };
  }, [udkast.data, live.data]);

  if (udkast.data === undefined || data === undefined || live.data === undefined)
    return <HentStatus indlaeser={udkast.indlaeser || live.indlaeser} fejl={udkast.fejl ?? live.fejl} />;
  const u = udkast.data;
  const fundet = data.poster.filter((p) => passer(p, udsat));
  const version = (sti: string) => u.filer.find((f) => f.sti === sti)?.version ?? u.revisioner?.[sti] ?? 0;

  return (
    <section>
      <p className="mb-1">
        <Link to={`/app/admin/definitioner/udkast/${encodeURIComponent(u.id)}`}>{t('studioTekster.side.tilbage')}</Link>
      </p>
      <h1>{t('studioTekster.side.titel')}</h1>
      <EditorNavigation udkastId={u.id} />
      <p className="lead">{u.titel}</p>
      <p>{t('studioTekster.side.intro')}</p>
      <GemtBesked besked={besked} />
      <div className="mb-3">
        <label htmlFor={soegId} className="form-label">
          {t('studioTekster.side.soeg')}
        </label>
        <input
          id={soegId}
          type="search"
          className="form-control"
          value={soeg}
          aria-describedby={`${soegId}-hjaelp ${soegId}-antal`}
          onChange={(e) => setSoeg(e.target.value)}
        />
        <div id={`${soegId}-hjaelp`} className="form-text">
          {t('studioTekster.side.soegHjaelp')}
        </div>
        <p id={`${soegId}-antal`} role="status" className="mt-2 mb-0">
          {t('studioTekster.side.antal', { antal: fundet.length })}
          {fundet.length > VIST && ` ${t('studioTekster.side.vist', { vist: VIST })}`}
        </p>
      </div>
      {fundet.slice(0, VIST).map((post) => (
        <TekstRedigering
          key={`${post.sti}:${post.noegle}:${version(post.sti)}`}
          udkastId={u.id}
          post={post}
          fil={data.filer[post.sti]}
          version={version(post.sti)}
          brug={data.brug(post.noegle)}
          onGemt={(tekst) => {
            setBesked(tekst);
            setRunde((r) => r + 1);
          }}
        />
      ))}
    </section>
  );
}
