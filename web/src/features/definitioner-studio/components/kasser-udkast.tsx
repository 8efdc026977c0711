import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from 'react-router-dom';
import { t } from '@engine/tekster';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Besked } from '../../../shared/layout/besked';
import { sletUdkast } from '../api/slet-udkast';

/** 'Kassér udkast', asked first: Annuller holds the focus (the choice that changes nothing). */
export function KasserUdkast({ udkastId, titel }: { udkastId: string; titel: string }) {
  const navigate = useNavigate();
  const titelId = useId();
  const tekstId = useId();
  const [spoerger, setSpoerger] = useState(false);
  const [fejl, setFejl] = useState<unknown>();
  const kasser = async () => {
    try {
      await sletUdkast(udkastId);
      await navigate('/app/admin/definitioner', { state: { kasseret: true } });
    } catch (error) {
      setSpoerger(false);
      setFejl(error);
    }
  };
  return (
    <>
      {fejl !== undefined && <Besked variant="danger">{fejlTekst(fejl)}</Besked>}
      <Button variant="outline-danger" onClick={() => setSpoerger(true)}>
        {t('definitionerWeb.kasser.knap')}
      </Button>
      <Modal show={spoerger} onHide={() => setSpoerger(false)} aria-labelledby={titelId} aria-describedby={tekstId}>
        <Modal.Header closeButton closeLabel={t('definitionerWeb.kasser.luk')}>
          <Modal.Title id={titelId}>{t('definitionerWeb.kasser.titel')}</Modal.Title>
        </Modal.Header>
        <Modal.Body id={tekstId}>{t('definitionerWeb.kasser.tekst', { titel })}</Modal.Body>
        <Modal.Footer className="justify-content-start">
          <Button variant="danger" onClick={() => void kasser()}>
            {t('definitionerWeb.kasser.bekraeft')}
          </Button>
          <Button variant="outline-secondary" autoFocus onClick={() => setSpoerger(false)}>
            {t('definitionerWeb.kasser.annuller')}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
