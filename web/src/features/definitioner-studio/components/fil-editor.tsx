import { useId, useMemo, useState, type FormEvent } from 'react';
import { t } from '@engine/tekster';
import { ApiFejl } from '../../../shared/api/client';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Besked } from '../../../shared/layout/besked';
import { gemFil } from '../api/gem-fil';
import type { DefinitionsFejl } from '../api/tjek-udkast';
import { useTjekMensManSkriver } from '../api/use-tjek-mens-man-skriver';
import { ens, laesJson, somTekst } from '../utils/json-fil';
import { fejlPrFil, TjekFejlListe } from './tjek-fejl-liste';
import { TjekMensManSkriverStatus } from './tjek-mens-man-skriver';
import '../definitioner-studio.css';

interface FilEditorProps {
  udkastId: string;
  /** The saved draft as the page knows it (udkastRevision): the check's answers are about it. */
  revision: string;
  sti: string;
  /** The file as the draft has it now, and its revision there (0 when the draft has not changed it). */
  indhold: unknown;
  version: number;
  /** The saved draft's check: its problems in this file show at the field while nothing is typed. */
  gemteFejl?: readonly DefinitionsFejl[];
  onGemt: (sti: string) => void;
}

/**
 * One file's JSON as text, saved whole into the draft. Text that is not JSON is refused at the field
 * and nothing is sent; the save carries the revision it began from, so another's save in between
 * (412) is said in Danish and not overwritten. While the analyst types, the draft's check runs on the
 * text (once it is JSON) and its problems in this file show at the field, with their place in it.
 */
export function FilEditor({ udkastId, revision, sti, indhold, version, gemteFejl = [], onGemt }: FilEditorProps) {
  const id = useId();
  const [tekst, setTekst] = useState(() => somTekst(indhold));
  const [feltFejl, setFeltFejl] = useState<string>();
  const [fejl, setFejl] = useState<unknown>();
  const [gemmer, setGemmer] = useState(false);
  // The text as an unsaved file, once it is JSON and not the file as saved.
  const ugemte = useMemo((): Record<string, unknown> => {
    const laest = laesJson(tekst);
    return 'vaerdi' in laest && !ens(laest.vaerdi, indhold) ? { [sti]: laest.vaerdi } : {};
  }, [tekst, sti, indhold]);
  const tjek = useTjekMensManSkriver(udkastId, ugemte, { revision });
  const tjekFejl = tjek.fejl ?? gemteFejl;
  const her = tjekFejl.filter((f) => f.fil === sti);
  // Problems the edit makes elsewhere (a form that names a removed definition) are shown with it; the saved ones are the page's.
  const andre = fejlPrFil((tjek.fejl ?? []).filter((f) => f.fil !== sti));
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
  const beskrevetAf = [`${id}-hjaelp`, feltFejl !== undefined && `${id}-fejl`, her.length > 0 && `${id}-tjek`].filter(Boolean).join(' ');
  const ugyldig = feltFejl !== undefined || her.length > 0;
  return (
    <form noValidate onSubmit={(e) => void gem(e)}>
      <div className="mb-3">
        <label htmlFor={id} className="form-label">
          {t('definitionerWeb.editor.json')}
        </label>
        <textarea
          id={id}
          className={`form-control json-editor${ugyldig ? ' is-invalid' : ''}`}
          value={tekst}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          aria-invalid={ugyldig || undefined}
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
        {her.length > 0 && (
          <div id={`${id}-tjek`} className="invalid-feedback d-block">
            {t('definitionerWeb.tjek.ugemte.vedFeltet')}
            <TjekFejlListe fejl={her} />
          </div>
        )}
        <TjekMensManSkriverStatus tjek={tjek} />
        {andre.size > 0 && (
          <div className="text-danger small mb-2">
            {t('definitionerWeb.tjek.ugemte.andreFiler')}
            {[...andre].map(([filSti, filFejl]) => (
              <div key={filSti}>
                <code className="text-reset">{filSti}</code>
                <TjekFejlListe fejl={filFejl} />
              </div>
            ))}
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
