import Table from 'react-bootstrap/Table';
import { formatDato, formatKroner } from '@engine/format';
import { t } from '@engine/tekster';
import type { Anmodning } from '../api/hent-anmodning';

/** Each participation with its period and price; the total only when there is more than one (SPEC §2.3). */
export function DeltagelserTabel({ anmodning }: { anmodning: Pick<Anmodning, 'deltagelser' | 'beloebIalt'> }) {
  const { deltagelser, beloebIalt } = anmodning;
  return (
    <Table responsive className="mb-0 align-middle">
      <thead>
        <tr>
          <th scope="col">{t('forudbetalingWeb.visning.kursus')}</th>
          <th scope="col">{t('forudbetalingWeb.visning.periode')}</th>
          <th scope="col" className="text-end">
            {t('forudbetalingWeb.visning.pris')}
          </th>
        </tr>
      </thead>
      <tbody>
        {deltagelser.map((d) => (
          <tr key={d.ansogningId}>
            <td>
              <span className="fw-semibold">{d.kursusNavn}</span>
              <span className="d-block small text-body-secondary">
                {t('forudbetalingWeb.visning.ansoegningsnummer')} {d.ansoegningsnummer}
              </span>
            </td>
            <td>{t('forudbetalingWeb.visning.periodeTekst', { start: formatDato(d.periodeStart), slut: formatDato(d.periodeSlut) })}</td>
            <td className="text-end text-nowrap">{formatKroner(d.pris)}</td>
          </tr>
        ))}
      </tbody>
      {deltagelser.length > 1 && (
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('forudbetalingWeb.visning.ialt')}
            </th>
            <td className="text-end text-nowrap fw-semibold">{formatKroner(beloebIalt)}</td>
          </tr>
        </tfoot>
      )}
    </Table>
  );
}
