import Table from 'react-bootstrap/Table';
import { formatDatoTid } from '@engine/format';
import { t } from '@engine/tekster';
import { Sektion } from '../../../shared/layout/sektion';
import type { AnmodningDetalje } from '../api/hent-anmodning';
import { beskrivDetaljer } from '../utils/historik-detaljer';

/** The request's history (who did what, with the corrections' before and after), its journal and the e-mails sent. */
export function Historik({ detalje }: { detalje: Pick<AnmodningDetalje, 'historik' | 'journal' | 'sendteEmails'> }) {
  return (
    <>
      <Sektion titel={t('forudbetalingAdminWeb.afsnit.historik')} fuldBredde>
        <Table responsive size="sm" className="mb-0 align-top">
          <thead>
            <tr>
              <th className="ps-3">{t('forudbetalingAdminWeb.historik.tidspunkt')}</th>
              <th>{t('forudbetalingAdminWeb.historik.af')}</th>
              <th>{t('forudbetalingAdminWeb.historik.handling')}</th>
              <th className="pe-3">{t('forudbetalingAdminWeb.historik.detaljer')}</th>
            </tr>
          </thead>
          <tbody>
            {detalje.historik.map((post, i) => (
              <tr key={`${post.tidspunkt}-${i}`}>
                <td className="ps-3 text-nowrap">{formatDatoTid(post.tidspunkt)}</td>
                <td>{post.af}</td>
                <td>{post.handling}</td>
                <td className="pe-3 small">
                  {beskrivDetaljer(post.detaljer, post.statusLabels).map((linje) => (
                    <div key={linje}>{linje}</div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Sektion>
      <Sektion titel={t('forudbetalingAdminWeb.afsnit.journal')} fuldBredde>
        {detalje.journal.length === 0 ? (
          <p className="text-body-secondary m-3">{t('forudbetalingAdminWeb.historik.ingen')}</p>
        ) : (
          <Table responsive size="sm" className="mb-0">
            <thead>
              <tr>
                <th className="ps-3">{t('forudbetalingAdminWeb.journal.tidspunkt')}</th>
                <th>{t('forudbetalingAdminWeb.journal.admin')}</th>
                <th className="pe-3">{t('forudbetalingAdminWeb.journal.emne')}</th>
              </tr>
            </thead>
            <tbody>
              {detalje.journal.map((post, i) => (
                <tr key={`${post.tidspunkt}-${i}`}>
                  <td className="ps-3 text-nowrap">{formatDatoTid(post.tidspunkt)}</td>
                  <td>{post.admin}</td>
                  <td className="pe-3">{post.emne}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Sektion>
      <Sektion titel={t('forudbetalingAdminWeb.afsnit.sendteEmails')} fuldBredde>
        {detalje.sendteEmails.length === 0 ? (
          <p className="text-body-secondary m-3">{t('forudbetalingAdminWeb.historik.ingen')}</p>
        ) : (
          <Table responsive size="sm" className="mb-0">
            <thead>
              <tr>
                <th className="ps-3">{t('forudbetalingAdminWeb.email.sendt')}</th>
                <th>{t('forudbetalingAdminWeb.email.til')}</th>
                <th className="pe-3">{t('forudbetalingAdminWeb.email.emne')}</th>
              </tr>
            </thead>
            <tbody>
              {detalje.sendteEmails.map((mail, i) => (
                <tr key={`${mail.sendt}-${i}`}>
                  <td className="ps-3 text-nowrap">{formatDatoTid(mail.sendt)}</td>
                  <td>{mail.til}</td>
                  <td className="pe-3">{mail.emne}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Sektion>
    </>
  );
}
