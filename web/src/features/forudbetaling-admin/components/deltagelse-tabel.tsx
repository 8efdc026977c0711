import Table from 'react-bootstrap/Table';
import { formatDato, formatKroner } from '@engine/format';
import { t } from '@engine/tekster';
import { Sektion } from '../../../shared/layout/sektion';
import type { AnmodningDetalje } from '../api/hent-anmodning';

/** The applications section, read-only: each participation with its period and price, and the total. */
export function DeltagelseTabel({ detalje }: { detalje: Pick<AnmodningDetalje, 'deltagelser' | 'beloebIalt'> }) {
  return (
    <Sektion titel={t('forudbetalingAdminWeb.afsnit.ansoegninger')} fuldBredde>
      <Table responsive className="mb-0 align-middle">
        <thead>
          <tr>
            <th className="ps-3">{t('forudbetalingAdminWeb.deltagelse.ansoegning')}</th>
            <th>{t('forudbetalingAdminWeb.deltagelse.kursus')}</th>
            <th>{t('forudbetalingAdminWeb.deltagelse.periode')}</th>
            <th className="text-end pe-3">{t('forudbetalingAdminWeb.deltagelse.pris')}</th>
          </tr>
        </thead>
        <tbody>
          {detalje.deltagelser.map((d) => (
            <tr key={d.ansogningId}>
              <td className="ps-3 text-nowrap">{d.ansoegningsnummer}</td>
              <td>{d.kursusNavn}</td>
              <td className="text-nowrap">
                {t('forudbetalingAdminWeb.deltagelse.fraTil', { fra: formatDato(d.periodeStart), til: formatDato(d.periodeSlut) })}
              </td>
              <td className="text-end pe-3 text-nowrap">{formatKroner(d.pris)}</td>
            </tr>
          ))}
        </tbody>
        {detalje.deltagelser.length > 1 && (
          <tfoot>
            <tr className="fw-semibold">
              <td className="ps-3" colSpan={3}>
                {t('forudbetalingAdminWeb.deltagelse.ialt')}
              </td>
              <td className="text-end pe-3 text-nowrap">{formatKroner(detalje.beloebIalt)}</td>
            </tr>
          </tfoot>
        )}
      </Table>
    </Sektion>
  );
}
