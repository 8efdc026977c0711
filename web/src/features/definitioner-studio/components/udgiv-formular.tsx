import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '@engine/tekster';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Besked } from '../../../shared/layout/besked';
import { udgivUdkast } from '../api/udgiv-udkast';

interface UdgivFormularProps {
  udkastId: string;
  /** True for the draft's own author while four eyes apply: shown, but not usable, with the reason. */
  udgivesAfAnden: boolean;
  /** The note to begin with: a rollback's reason, which the publisher may keep or change. */
  note?: string;
}

/** 'Udgiv' with its required note; after publishing, the versions page says which version is live. */
export function UdgivFormular({ udkastId, udgivesAfAnden, note: begyndelse = '' }: UdgivFormularProps) {
  const navigate = useNavigate();
  const id = useId();
  const [note, setNote] = useState(begyndelse);
  const [mangler, setMangler] = useState(false);
  const [fejl, setFejl] = useState<unknown>();
  const [sender, setSender] = useState(false);
  if (udgivesAfAnden)
    return (
      <>
        <p id={`${id}-fire`}>{t('definitionerWeb.udgiv.fireOejne')}</p>
        <button type="button" className="btn btn-primary" disabled aria-describedby={`${id}-fire`}>
          {t('definitionerWeb.udgiv.knap')}
        </button>
      </>
    );
  const udgiv = async (e: FormEvent) => {
    e.preventDefault();
    if (note.trim() === '') {
      setMangler(true);
      return;
    }
    setSender(true);
    setFejl(undefined);
    try {
      const { version } = await udgivUdkast(udkastId, { note: note.trim() });
      await navigate('/app/admin/definitioner/versioner', { state: { udgivet: version } });
    } catch (error) {
      setFejl(error);
      setSender(false);
    }
  };
  return (
    <form noValidate onSubmit={(e) => void udgiv(e)}>
      <div className="mb-3">
        <label htmlFor={id} className="form-label">
          {t('definitionerWeb.udgiv.note')}
        </label>
        <textarea
          id={id}
          rows={2}
          maxLength={2000}
          required
          className={`form-control${mangler ? ' is-invalid' : ''}`}
          value={note}
          aria-invalid={mangler || undefined}
          aria-describedby={`${id}-hjaelp${mangler ? ` ${id}-fejl` : ''}`}
          onChange={(e) => {
            setNote(e.target.value);
            setMangler(false);
          }}
        />
        <div id={`${id}-hjaelp`} className="form-text">
          {t('definitionerWeb.udgiv.noteHjaelp')}
        </div>
        {mangler && (
          <div id={`${id}-fejl`} className="invalid-feedback d-block">
            {t('definitionerWeb.udgiv.noteMangler')}
          </div>
        )}
      </div>
      {fejl !== undefined && <Besked variant="danger">{fejlTekst(fejl)}</Besked>}
      <button type="submit" className="btn btn-primary" disabled={sender}>
        {t('definitionerWeb.udgiv.knap')}
      </button>
    </form>
  );
}
