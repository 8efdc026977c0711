import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { t } from '@engine/tekster';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Besked } from '../../../shared/layout/besked';
import { genudgivVersion } from '../api/genudgiv-version';

interface GenudgivKnapProps {
  version: number;
  /** Whether a rollback needs another's publishing (DEFINITIONER_FIRE_OEJNE); undefined while it is read, the button disabled. */
  fireOejne: boolean | undefined;
  /** Published at once, as version `ny`. */
  onGenudgivet: (ny: number) => void;
}

/**
 * 'Genudgiv' of an earlier version: a dialog asks the required note; the server publishes its files again,
 * or with four eyes makes them a draft, which this then opens for the asker to see and pass on.
 */
export function GenudgivKnap({ version, fireOejne, onGenudgivet }: GenudgivKnapProps) {
  const navigate = useNavigate();
  const titelId = useId();
  const noteId = useId();
  const [aaben, setAaben] = useState(false);
  const [note, setNote] = useState('');
  const [mangler, setMangler] = useState(false);
  const [fejl, setFejl] = useState<unknown>();
  const [sender, setSender] = useState(false);
  const luk = () => {
    setAaben(false);
    setNote('');
    setMangler(false);
    setFejl(undefined);
  };
  const genudgiv = async (e: FormEvent) => {
    e.preventDefault();
    if (note.trim() === '') {
      setMangler(true);
      return;
    }
    setSender(true);
    try {
      const svar = await genudgivVersion(version, { note: note.trim() });
      luk();
      if ('udkast' in svar)
        await navigate(`/app/admin/definitioner/udkast/${encodeURIComponent(svar.udkast.id)}`, { state: { genudgivelse: version } });
      else onGenudgivet(svar.version);
    } catch (error) {
      setFejl(error);
    } finally {
      setSender(false);
    }
  };
  return (
    <>
      <Button variant="outline-primary" size="sm" disabled={fireOejne === undefined} onClick={() => setAaben(true)}>
        {t('definitionerWeb.genudgiv.knap', { version })}
      </Button>
      <Modal show={aaben} onHide={luk} aria-labelledby={titelId}>
        <form noValidate onSubmit={(e) => void genudgiv(e)}>
          <Modal.Header closeButton closeLabel={t('definitionerWeb.kasser.luk')}>
            <Modal.Title id={titelId}>{t('definitionerWeb.genudgiv.titel', { version })}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p>{t(fireOejne ? 'definitionerWeb.genudgiv.tekstFireOejne' : 'definitionerWeb.genudgiv.tekst', { version })}</p>
            <label htmlFor={noteId} className="form-label">
              {t('definitionerWeb.udgiv.note')}
            </label>
            <textarea
              id={noteId}
              rows={2}
              maxLength={2000}
              required
              autoFocus
              className={`form-control${mangler ? ' is-invalid' : ''}`}
              value={note}
              aria-invalid={mangler || undefined}
              aria-describedby={mangler ? `${noteId}-fejl` : undefined}
              onChange={(e) => {
                setNote(e.target.value);
                setMangler(false);
              }}
            />
            {mangler && (
              <div id={`${noteId}-fejl`} className="invalid-feedback d-block">
                {t('definitionerWeb.udgiv.noteMangler')}
              </div>
            )}
            {fejl !== undefined && (
              <Besked variant="danger" className="mt-3">
                {fejlTekst(fejl)}
              </Besked>
            )}
          </Modal.Body>
          <Modal.Footer className="justify-content-start">
            <Button type="submit" variant="primary" disabled={sender}>
              {t('definitionerWeb.genudgiv.bekraeft')}
            </Button>
            <Button variant="outline-secondary" onClick={luk}>
              {t('definitionerWeb.kasser.annuller')}
            </Button>
          </Modal.Footer>
        </form>
      </Modal>
    </>
  );
}
