import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { t } from '@engine/tekster';
import { tjekFlytTil, type Maskine, type ModelFejl } from '../utils/arbejdsgange-model';
import type { SagerIStatus } from '../api/hent-sager-i-status';
import { Felt } from './arbejdsgange-felter';

interface FlytDialogProps {
  /** The machine after the change (the status removed or renamed), whose statuses the cases may go to. */
  efter: Maskine;
  tilstand: string;
  label: string;
  sager: SagerIStatus;
  /** Where they go unless the analyst says otherwise (the new name, when renaming). */
  forslag: string;
  omdoeb: boolean;
  onFlyt: (til: string) => void;
  onAnnuller: () => void;
}

/**
 * Asked before a status with cases in it is removed or renamed: how many cases stand in it, and which
 * status they go to. The page then writes the migration (workflows/migreringer/) with the change.
 */
export function FlytDialog({ efter, tilstand, label, sager, forslag, omdoeb, onFlyt, onAnnuller }: FlytDialogProps) {
  const titelId = useId();
  const [til, setTil] = useState(forslag);
  const [fejl, setFejl] = useState<ModelFejl>();
  const flyt = () => {
    const f = tjekFlytTil(efter, tilstand, til);
    if (f) setFejl(f);
    else onFlyt(til);
  };
  return (
    <Modal show onHide={onAnnuller} aria-labelledby={titelId}>
      <Modal.Header closeButton closeLabel={t('studioArbejdsgange.flyt.annuller')}>
        <Modal.Title id={titelId} as="h2" className="h5">
          {t('studioArbejdsgange.flyt.titel')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('studioArbejdsgange.flyt.antal', { antal: sager.antal, label })}</p>
        <Felt label={t('studioArbejdsgange.flyt.til')} felt="flytTil" fejl={fejl}>
          {(id, b) => (
            <select id={id} {...b} className={`form-select ${b.className}`} value={til} onChange={(e) => setTil(e.target.value)}>
              <option value="" />
              {Object.entries(efter.states).map(([n, st]) => (
                <option key={n} value={n}>
                  {typeof st.meta?.['label'] === 'string' ? `${st.meta['label']} (${n})` : n}
                </option>
              ))}
            </select>
          )}
        </Felt>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onAnnuller}>
          {t('studioArbejdsgange.flyt.annuller')}
        </button>
        <button type="button" className="btn btn-danger" onClick={flyt}>
          {omdoeb ? t('studioArbejdsgange.flyt.omdoeb') : t('studioArbejdsgange.flyt.fjern')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
