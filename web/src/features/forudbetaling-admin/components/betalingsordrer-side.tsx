import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDatoTid, formatKroner } from '@engine/format';
import { t } from '@engine/tekster';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { HentStatus } from '../../../shared/layout/hent-status';
import { SideHoved } from '../../../shared/layout/side-hoved';
import { useBetalingsordrer, type Filter } from '../api/hent-betalingsordrer';
import { hentBetalingsordrerFil } from '../api/hent-betalingsordrer-fil';
import { useFonde } from '../api/hent-fonde';
import '../../../shared/tabel/tabel-stablet.css';

/** What 'Vis' offers, as the API's eksporteret. */
const eksporteret = { alle: undefined, nye: 'false', eksporterede: 'true' } as const;

/**
 * /app/admin/forudbetaling/betalingsordrer: the payment orders per fund in a period, which of them
 * were exported before, and the fund's CSV for the finance system. The server filters the list and the
 * file alike and marks the orders of the file exported as it writes it (those marked before keep their
 * first time). Filters live in the address.
 */
export function BetalingsordrerSide() {
  const [parametre, setParametre] = useSearchParams();
  const fraDato = parametre.get('fraDato') ?? '';
  const tilDato = parametre.get('tilDato') ?? '';
  const fondId = parametre.get('fondId') ?? '';
  const visning = (['nye', 'eksporterede'] as const).find((v) => v === parametre.get('vis')) ?? 'alle';
  const datoFejl = fraDato !== '' && tilDato !== '' && tilDato < fraDato;
  const filter: Omit<Filter, 'fondId'> = { eksporteret: eksporteret[visning], fraDato, tilDato };
  const { data, fejl, indlaeser, genindlaes } = useBetalingsordrer(datoFejl ? undefined : { ...filter, fondId });
  const fonde = useFonde();
  const [henter, setHenter] = useState(false);
  const [besked, setBesked] = useState<{ variant: 'success' | 'danger'; tekst: string }>();

  const saet = (navn: string, vaerdi: string) =>
    setParametre(
      (forrige) => {
        const nye = new URLSearchParams(forrige);
        if (vaerdi) nye.set(navn, vaerdi);
        else nye.delete(navn);
        return nye;
      },
      { replace: true },
    );

  const hentCsv = async () => {
    setBesked(undefined);
    setHenter(true);
    try {
      const { antal, markeret } = await hentBetalingsordrerFil(fondId, filter);
      setBesked({ variant: 'success', tekst: t('eksportWeb.betalingsordrer.hentet', { antal, markeret }) });
    } catch (e) {
      setBesked({ variant: 'danger', tekst: t('eksportWeb.fejl', { fejl: fejlTekst(e) }) });
    } finally {
      setHenter(false);
      genindlaes();
    }
  };

  return (
    <section>
      <SideHoved titel={t('eksportWeb.betalingsordrer.titel')} className="mb-2">
        <Link className="btn btn-outline-primary" to="/app/admin/forudbetaling/anmodning">
          {t('forudbetalingAdminWeb.behandlingsliste.alle')}
        </Link>
      </SideHoved>
      <p className="text-body-secondary">{t('eksportWeb.betalingsordrer.intro')}</p>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <Form.Group controlId="betalingsordrer-fond">
          <Form.Label>{t('eksportWeb.betalingsordrer.fond')}</Form.Label>
          <Form.Select value={fondId} onChange={(e) => saet('fondId', e.target.value)}>
            <option value="">{t('eksportWeb.betalingsordrer.alleFonde')}</option>
            {(fonde.data ?? []).map(({ id, navn }) => (
              <option key={id} value={id}>
                {navn}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="betalingsordrer-fra">
          <Form.Label>{t('eksportWeb.betalingsordrer.fra')}</Form.Label>
          <Form.Control type="date" value={fraDato} max={tilDato || undefined} onChange={(e) => saet('fraDato', e.target.value)} />
        </Form.Group>
        <Form.Group controlId="betalingsordrer-til">
          <Form.Label>{t('eksportWeb.betalingsordrer.til')}</Form.Label>
          <Form.Control
            type="date"
            value={tilDato}
            min={fraDato || undefined}
            isInvalid={datoFejl}
            aria-invalid={datoFejl || undefined}
            aria-describedby={datoFejl ? 'betalingsordrer-til-fejl' : undefined}
            onChange={(e) => saet('tilDato', e.target.value)}
          />
        </Form.Group>
        <Form.Group controlId="betalingsordrer-vis">
          <Form.Label>{t('eksportWeb.betalingsordrer.visning')}</Form.Label>
          <Form.Select value={visning} onChange={(e) => saet('vis', e.target.value === 'alle' ? '' : e.target.value)}>
            <option value="alle">{t('eksportWeb.betalingsordrer.visAlle')}</option>
            <option value="nye">{t('eksportWeb.betalingsordrer.visNye')}</option>
            <option value="eksporterede">{t('eksportWeb.betalingsordrer.visEksporterede')}</option>
          </Form.Select>
        </Form.Group>
        <Button variant="primary" disabled={!fondId || !data?.length || henter} onClick={() => void hentCsv()}>
          {henter ? t('eksportWeb.henter') : t('eksportWeb.betalingsordrer.hent')}
        </Button>
      </div>
      {datoFejl && (
        <Alert variant="danger" id="betalingsordrer-til-fejl">
          {t('eksportWeb.betalingsordrer.datoFejl')}
        </Alert>
      )}
      {!fondId && data && data.length > 0 && <p className="text-body-secondary">{t('eksportWeb.betalingsordrer.vaelgFond')}</p>}
      {besked && (
        <Alert variant={besked.variant} dismissible closeLabel={t('layout.lukBesked')} onClose={() => setBesked(undefined)}>
          {besked.tekst}
        </Alert>
      )}
      <HentStatus indlaeser={false} fejl={fonde.fejl} />
      <HentStatus indlaeser={indlaeser} fejl={fejl} />
      {data?.length === 0 && <Alert variant="info">{t('eksportWeb.betalingsordrer.ingen')}</Alert>}
      {data && data.length > 0 && (
        <>
          <p aria-live="polite">
            {t('eksportWeb.betalingsordrer.antal', { antal: data.length, nye: data.filter((o) => !o.eksporteret).length })}
          </p>
          <Table striped responsive className="align-middle tabel-stablet">
            <thead>
              <tr>
                <th scope="col">{t('eksportWeb.betalingsordrer.kolonne.anmodning')}</th>
                <th scope="col">{t('eksportWeb.betalingsordrer.kolonne.godkendt')}</th>
                <th scope="col">{t('eksportWeb.betalingsordrer.kolonne.fond')}</th>
                <th scope="col">{t('eksportWeb.betalingsordrer.kolonne.leverandoer')}</th>
                <th scope="col">{t('eksportWeb.betalingsordrer.kolonne.fakturaNummer')}</th>
                <th scope="col" className="text-end">
                  {t('eksportWeb.betalingsordrer.kolonne.beloeb')}
                </th>
                <th scope="col">{t('eksportWeb.betalingsordrer.kolonne.eksporteret')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((o) => (
                <tr key={o.id}>
                  <td>
                    <Link to={`/app/admin/forudbetaling/anmodning/${o.anmodningId}`}>{o.anmodningId}</Link>
                  </td>
                  <td className="text-nowrap" data-etiket={t('eksportWeb.betalingsordrer.kolonne.godkendt')}>
                    {formatDatoTid(o.oprettet)}
                  </td>
                  <td data-etiket={t('eksportWeb.betalingsordrer.kolonne.fond')}>{o.fondNavn}</td>
                  <td data-etiket={t('eksportWeb.betalingsordrer.kolonne.leverandoer')}>{o.leverandoerNavn}</td>
                  <td data-etiket={t('eksportWeb.betalingsordrer.kolonne.fakturaNummer')}>{o.fakturaNummer}</td>
                  <td className="text-end text-nowrap" data-etiket={t('eksportWeb.betalingsordrer.kolonne.beloeb')}>
                    {formatKroner(o.beloeb)}
                  </td>
                  {/* The badge names itself ('Eksporteret …', 'Ikke eksporteret'): no data-etiket, or a narrow screen says it twice. */}
                  <td>
                    {o.eksporteret ? (
                      <Badge bg="success">
                        {t('eksportWeb.betalingsordrer.eksporteretDen', { tidspunkt: formatDatoTid(o.eksporteret) })}
                      </Badge>
                    ) : (
                      <Badge bg="secondary">{t('eksportWeb.betalingsordrer.ny')}</Badge>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </section>
  );
}
