import { useId, useState, type FormEvent } from 'react';
import { t } from '@engine/tekster';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Besked } from '../../../shared/layout/besked';
import { gemFil } from '../api/gem-fil';
import { medTekst, type TekstPost } from '../utils/tekster-brug';

interface TekstRedigeringProps {
  udkastId: string;
  post: TekstPost;
  /** The text's file as the draft has it, and its revision there (If-Match). */
  fil: unknown;
  version: number;
  brug: readonly string[];
  onGemt: (besked: string) => void;
}

/** One text: its wording to edit, where it is used, 'Gem tekst' and 'Brug den udgivne tekst', both through the draft's PUT. */
export function TekstRedigering({ udkastId, post, fil, version, brug, onGemt }: TekstRedigeringProps) {
  const id = useId();
  const [tekst, setTekst] = useState(post.tekst);
  const [mangler, setMangler] = useState(false);
  const [fejl, setFejl] = useState<unknown>();
  const [gemmer, setGemmer] = useState(false);
  const aendret = post.frigivet !== post.tekst;
  const gem = async (ny: string | undefined, besked: string) => {
    setGemmer(true);
    setFejl(undefined);
    try {
      await gemFil(udkastId, post.sti, medTekst(fil, post.sti, post.noegle, ny), version);
      onGemt(besked);
    } catch (error) {
      setFejl(error);
      setGemmer(false);
    }
  };
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (tekst.trim() === '') {
      setMangler(true);
      return;
    }
    void gem(tekst, t('studioTekster.side.gemt', { noegle: post.noegle }));
  };
  return (
    <section aria-labelledby={`${id}-titel`} className="border rounded p-3 mb-3">
      <h2 id={`${id}-titel`} className="h6 d-flex flex-wrap gap-2 align-items-center">
        <code>{post.noegle}</code>
        {aendret && <span className="badge text-bg-warning">{t('studioTekster.side.aendret')}</span>}
      </h2>
      <p className="small text-body-secondary mb-2">{t('studioTekster.side.fil', { sti: post.sti })}</p>
      <form noValidate onSubmit={send}>
        <div className="mb-2">
          <label htmlFor={id} className="form-label">
            {t('studioTekster.side.tekst')}
          </label>
          <textarea
            id={id}
            className={`form-control${mangler ? ' is-invalid' : ''}`}
            rows={Math.min(6, Math.max(1, Math.ceil(tekst.length / 90)))}
            value={tekst}
            aria-invalid={mangler || undefined}
            aria-describedby={`${id}-brug${mangler ? ` ${id}-fejl` : ''}`}
            onChange={(e) => {
              setTekst(e.target.value);
              setMangler(false);
            }}
          />
          {mangler && (
            <div id={`${id}-fejl`} className="invalid-feedback d-block">
              {t('studioTekster.side.tom')}
            </div>
          )}
        </div>
        <div id={`${id}-brug`} className="small mb-2">
          <span className="fw-semibold">{t('studioTekster.side.brug')}:</span> {brug.join('; ')}
          {aendret && (
            <span className="d-block">
              {post.frigivet === undefined ? t('studioTekster.side.ny') : t('studioTekster.side.frigivet', { tekst: post.frigivet })}
            </span>
          )}
        </div>
        {fejl !== undefined && <Besked variant="danger">{fejlTekst(fejl)}</Besked>}
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary btn-sm" disabled={gemmer}>
            {t('studioTekster.side.gem')}
          </button>
          {aendret && (
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              disabled={gemmer}
              onClick={() => void gem(post.frigivet, t('studioTekster.side.nulstillet', { noegle: post.noegle }))}
            >
              {t('studioTekster.side.nulstil')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
