import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { t } from '@engine/tekster';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Besked } from '../../../shared/layout/besked';
import { genudgivVersion } from '../api/genudgiv-version';

/** 'Genudgiv' of an earlier version: a dialog asks the required note, then publishes its files again. */
export function GenudgivKnap({ version, onGenudgivet }: { version: number; onGenudgivet: (ny: number) => void }) {
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
      const { version: ny } = await genudgivVersion(version, { note: note.trim() });
      luk();
      onGenudgivet(ny);
    } catch (error) {
      setFejl(error);
    } finally {
      setSender(false);
    }
  };
  return (
    <>
      <Button variant="outline-primary" size="sm" onClick={() => setAaben(true)}>
        {t('definitionerWeb.genudgiv.knap', { version })}
      </Button>
      <Modal show={aaben} onHide={luk} aria-labelledby={titelId}>
        <form noValidate onSubmit={(e) => void genudgiv(e)}>
          <Modal.Header closeButton closeLabel={t('definitionerWeb.kasser.luk')}>
            <Modal.Title id={titelId}>{t('definitionerWeb.genudgiv.titel', { version })}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p>{t('definitionerWeb.genudgiv.tekst', { version })}</p>
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
