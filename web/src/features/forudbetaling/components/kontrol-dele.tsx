import type { ReactNode } from 'react';
import { t, type TekstNoegle } from '@engine/tekster';
import type { KontrolVisning } from '../utils/kontrol-visning';
import { BetalingVisning, Raekke } from './betaling-visning';
import { DeltagelserTabel } from './deltagelser-tabel';

/** A part of the check page with a view of its own: its heading, the words finishing 'Ret …', and its content. */
interface EgenDel {
  titel: TekstNoegle;
  hvad: TekstNoegle;
  indhold: (visning: KontrolVisning) => ReactNode;
}

/**
 * The parts of the check page shown in their own way, by the $id of the schema of the step they are
 * entered on; a step with another schema is shown by its fields and their titles (KontrolFelter).
 */
export const EGNE_DELE: Readonly<Record<string, EgenDel>> = {
  'forudbetaling-tilskud': {
    titel: 'forudbetalingWeb.kontrol.kurserTitel',
    hvad: 'forudbetalingWeb.kontrol.retKurser',
    indhold: (visning) => (
      <ul className="list-unstyled mb-0">
        {visning.deltagelser.map((d) => (
          <li key={d.ansogningId}>
            {d.kursusNavn}{' '}
            <span className="small text-body-secondary">
              {t('forudbetalingWeb.kursusVaelger.ansoegningsnummer', { nummer: d.ansoegningsnummer })}
            </span>
          </li>
        ))}
      </ul>
    ),
  },
  'forudbetaling-deltagelse': {
    titel: 'forudbetalingWeb.kontrol.deltagelseTitel',
    hvad: 'forudbetalingWeb.kontrol.retDeltagelse',
    indhold: (visning) => <DeltagelserTabel anmodning={visning} />,
  },
  'forudbetaling-faktura': {
    titel: 'forudbetalingWeb.kontrol.fakturaTitel',
    hvad: 'forudbetalingWeb.kontrol.retFaktura',
    indhold: (visning) => (
      <dl className="row mb-0">
        <Raekke navn={t('forudbetalingWeb.kontrol.fil')} vaerdi={visning.filnavn} />
        <Raekke navn={t('forudbetalingWeb.visning.fakturanummer')} vaerdi={visning.faktura.fakturaNummer} />
        <Raekke navn={t('forudbetalingWeb.visning.cvr')} vaerdi={visning.faktura.cvr} />
        <Raekke navn={t('forudbetalingWeb.visning.leverandoer')} vaerdi={visning.faktura.leverandoerNavn} />
        <BetalingVisning faktura={visning.faktura} />
      </dl>
    ),
  },
};
