import { useState } from 'react';
import { t } from '@engine/tekster';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Besked } from '../../../shared/layout/besked';
import { skridtUdkast } from '../api/skridt-udkast';

interface FortrydGentagProps {
  udkastId: string;
  skridt: number;
  /** The file Fortryd would change (null: nothing to undo), and Gentag's. */
  fortryd: string | null;
  gentag: string | null;
  /** After a step: the file it changed, so the page reads the draft again. */
  onFlyttet: (sti: string, retning: 'Fortryd' | 'Gentag') => void;
}

/** 'Fortryd' and 'Gentag' of the draft's saves, each naming the file it changes; the server keeps the steps. */
export function FortrydGentag({ udkastId, skridt, fortryd, gentag, onFlyttet }: FortrydGentagProps) {
  const [fejl, setFejl] = useState<unknown>();
  const [sender, setSender] = useState(false);
  const flyt = async (retning: 'Fortryd' | 'Gentag') => {
    setSender(true);
    setFejl(undefined);
    try {
      const { sti } = await skridtUdkast(udkastId, retning, skridt);
      onFlyttet(sti, retning);
    } catch (error) {
      setFejl(error);
    } finally {
      setSender(false);
    }
  };
  return (
    <div className="mb-3">
      <div role="group" aria-label={t('studioTekster.skridt.gruppe')} className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={sender || fortryd === null}
          onClick={() => void flyt('Fortryd')}
        >
          {t('studioTekster.skridt.fortryd')}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={sender || gentag === null}
          onClick={() => void flyt('Gentag')}
        >
          {t('studioTekster.skridt.gentag')}
        </button>
      </div>
      <p className="form-text mb-0">
        {fortryd !== null ? t('studioTekster.skridt.fortrydHjaelp', { sti: fortryd }) : t('studioTekster.skridt.intetAtFortryde')}
        {gentag !== null && ` ${t('studioTekster.skridt.gentagHjaelp', { sti: gentag })}`}
      </p>
      {fejl !== undefined && <Besked variant="danger">{fejlTekst(fejl)}</Besked>}
    </div>
  );
}
