import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Dropdown from 'react-bootstrap/Dropdown';
import { t } from '@engine/tekster';
import { fejlTekst } from '../api/fejl-tekst';
import { hentEksport } from './hent-eksport-adresse';
import '../../styles/dropdown.scss';

export type Eksportformat = 'csv' | 'xlsx';

interface EksportKnapProps {
  /** The export's API address (path and query) for a format: the list's filter and sort as the screen shows them. */
  adresse: (format: Eksportformat) => string;
}

/** 'Eksportér' with CSV and XLSX: the rows of the list as filtered and sorted on screen, as a file. */
export function EksportKnap({ adresse }: EksportKnapProps) {
  const [fejl, setFejl] = useState<string>();
  const [henter, setHenter] = useState(false);
  const hent = async (format: Eksportformat) => {
    setFejl(undefined);
    setHenter(true);
    try {
      await hentEksport(adresse(format));
    } catch (e) {
      setFejl(t('eksportWeb.fejl', { fejl: fejlTekst(e) }));
    } finally {
      setHenter(false);
    }
  };
  return (
    <>
      <Dropdown>
        <Dropdown.Toggle variant="outline-primary" disabled={henter}>
          {henter ? t('eksportWeb.henter') : t('eksportWeb.knap')}
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Dropdown.Item as="button" onClick={() => void hent('csv')}>
            {t('eksportWeb.csv')}
          </Dropdown.Item>
          <Dropdown.Item as="button" onClick={() => void hent('xlsx')}>
            {t('eksportWeb.xlsx')}
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
      {fejl && (
        <Alert variant="danger" className="w-100 mb-0" dismissible closeLabel={t('layout.lukBesked')} onClose={() => setFejl(undefined)}>
          {fejl}
        </Alert>
      )}
    </>
  );
}
