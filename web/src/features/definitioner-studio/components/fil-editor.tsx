import { useId, useState, type FormEvent } from 'react';
import { t } from '@engine/tekster';
import { ApiFejl } from '../../../shared/api/client';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Besked } from '../../../shared/layout/besked';
import { gemFil } from '../api/gem-fil';
import { laesJson, somTekst } from '../utils/json-fil';
import '../definitioner-studio.css';

interface FilEditorProps {
  udkastId: string;
  sti: string;
  /** The file as the draft has it now, and its revision there (0 when the draft has not changed it). */
  indhold: unknown;
  version: number;
  onGemt: (sti: string) => void;
}

/**
 * One file's JSON as text, saved whole into the draft. Text that is not JSON is refused at the field
 * and nothing is sent; the save carries the revision it began from, so another's save in between
 * (412) is said in Danish and not overwritten.
 */
export function FilEditor({ udkastId, sti, indhold, version, onGemt }: FilEditorProps) {
  const id = useId();
  const [tekst, setTekst] = useState(() => somTekst(indhold));
  const [feltFejl, setFeltFejl] = useState<string>();
  const [fejl, setFejl] = useState<unknown>();
  const [gemmer, setGemmer] = useState(false);
  const gem = async (e: FormEvent) => {
    e.preventDefault();
    const laest = laesJson(tekst);
    if ('fejl' in laest) {
      setFeltFejl(laest.fejl);
      return;
    }
    setGemmer(true);
    setFejl(undefined);
    try {
      await gemFil(udkastId, sti, laest.vaerdi, version);
      onGemt(sti);
    } catch (error) {
      setFejl(error);
    } finally {
      setGemmer(false);
    }
  };
  const beskrevetAf = [`${id}-hjaelp`, feltFejl !== undefined && `${id}-fejl`].filter(Boolean).join(' ');
  return (
    <form noValidate onSubmit={(e) => void gem(e)}>
      <div className="mb-3">
        <label htmlFor={id} className="form-label">
          {t('definitionerWeb.editor.json')}
        </label>
        <textarea
          id={id}
          className={`form-control json-editor${feltFejl !== undefined ? ' is-invalid' : ''}`}
          value={tekst}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          aria-invalid={feltFejl !== undefined || undefined}
          aria-describedby={beskrevetAf}
          onChange={(e) => {
            setTekst(e.target.value);
            setFeltFejl(undefined);
          }}
        />
        <div id={`${id}-hjaelp`} className="form-text">
          {t('definitionerWeb.editor.hjaelp')}
        </div>
        {feltFejl !== undefined && (
          <div id={`${id}-fejl`} className="invalid-feedback d-block" role="alert">
            {feltFejl}
          </div>
        )}
      </div>
      {fejl !== undefined && (
        <Besked variant="danger">
          {/* The server's 412 speaks of a case; here it is a file of the draft. */}
          {fejl instanceof ApiFejl && fejl.status === 412 ? t('definitionerWeb.editor.foraeldet') : fejlTekst(fejl)}
          {/* A 400's reason (a file too large) is its detail. */}
          {fejl instanceof ApiFejl &&
            fejl.status !== 412 &&
            fejl.problem.detail !== undefined &&
            fejl.problem.detail !== fejl.problem.title && <> {fejl.problem.detail}</>}
        </Besked>
      )}
      <button type="submit" className="btn btn-primary" disabled={gemmer}>
        {gemmer ? t('definitionerWeb.editor.gemmer') : t('definitionerWeb.editor.gem')}
      </button>
    </form>
  );
}
