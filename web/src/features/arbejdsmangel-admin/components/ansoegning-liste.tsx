import { memo, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDatoTid } from '@engine/format';
import { t } from '@engine/tekster';
import { EksportKnap } from '../../../shared/eksport/eksport-knap';
import { HentStatus } from '../../../shared/layout/hent-status';
import { SideHoved } from '../../../shared/layout/side-hoved';
import { ansoegningNoegler, ansoegningStart, type AnsoegningKolonne } from '@engine/liste-sortering';
import { naesteSortering, sorter, type Sortering } from '@engine/sortering';
import { SorterbarKolonne } from '../../../shared/tabel/sorterbar-kolonne';
import { useAnsoegninger, type AnsoegningIListe } from '../api/hent-ansoegninger';
import { statusEtiket, statusser } from '../utils/status';
import { StatusMaerke } from './status-maerke';
import '../../../shared/tabel/tabel-stablet.css';

type Kolonne = AnsoegningKolonne;

/** Rows drawn at first and added per 'Vis flere': 10,000 rows at once would make every click slow. */
const ANTAL_AD_GANGEN = 200;

/**
 * /app/admin/arbejdsmangel/ansoegning: every application, filtered by status and sorted in the
 * browser. Filter and sort live in the address, so the way back from an application finds them again.
 */
export function AnsoegningListe() {
  const { data, fejl, indlaeser } = useAnsoegninger();
  const [parametre, setParametre] = useSearchParams();
  const status = statusser.find((s) => s === parametre.get('status'));
  const { kolonne, retning } = laesSortering(parametre);

  const sorterede = useMemo(() => {
    const filtrerede = status ? data?.filter((a) => a.status === status) : data;
    return filtrerede && sorter(filtrerede, ansoegningNoegler, { kolonne, retning });
  }, [data, status, kolonne, retning]);

  // Back to the first part whenever the filter or the order changes.
  const [visning, setVisning] = useState({ for: sorterede, antal: ANTAL_AD_GANGEN });
  const antal = visning.for === sorterede ? visning.antal : ANTAL_AD_GANGEN;

  const saet = (aendringer: Record<string, string | undefined>) =>
    setParametre(
      (forrige) => {
        const nye = new URLSearchParams(forrige);
        for (const [navn, vaerdi] of Object.entries(aendringer)) {
          if (vaerdi === undefined) nye.delete(navn);
          else nye.set(navn, vaerdi);
        }
        return nye;
      },
      { replace: true },
    );
  const skift = (navn: Kolonne) => {
    const ny = naesteSortering({ kolonne, retning }, navn);
    saet({ sorter: ny.kolonne, retning: ny.retning });
  };
  const overskrift = (navn: Kolonne) => (
    <SorterbarKolonne kolonne={navn} sortering={{ kolonne, retning }} onSkift={skift}>
      {t(`arbejdsmangelAdminWeb.liste.kolonne.${navn}`)}
    </SorterbarKolonne>
  );

  return (
    <section>
      <SideHoved titel={t('arbejdsmangelAdminWeb.liste.titel')} className="mb-3">
        <EksportKnap
          adresse={(format) =>
            `/api/ArbejdsmangelAnsoegningAdmin/Eksport?${new URLSearchParams({ format, ...(status ? { status } : {}), sorter: kolonne, retning })}`
          }
        />
      </SideHoved>
      <Form.Group controlId="arbejdsmangel-status" className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Form.Label className="mb-0">{t('arbejdsmangelAdminWeb.liste.filter')}</Form.Label>
        <Form.Select className="w-auto" value={status ?? ''} onChange={(e) => saet({ status: e.target.value || undefined })}>
          <option value="">{t('arbejdsmangelAdminWeb.liste.alle')}</option>
          {statusser.map((s) => (
            <option key={s} value={s}>
              {statusEtiket(s)}
            </option>
          ))}
        </Form.Select>
        {sorterede && (
          <span className="text-body-secondary ms-sm-2" aria-live="polite">
            {t('arbejdsmangelAdminWeb.liste.antal', { antal: sorterede.length })}
          </span>
        )}
      </Form.Group>
      <HentStatus indlaeser={indlaeser} fejl={fejl} />
      {sorterede?.length === 0 && (
        <Alert variant="info">{status ? t('arbejdsmangelAdminWeb.liste.ingenMedStatus') : t('arbejdsmangelAdminWeb.liste.ingen')}</Alert>
      )}
      {sorterede && sorterede.length > 0 && (
        <>
          <Table striped hover responsive className="align-middle tabel-stablet">
            <thead>
              <tr>
                {overskrift('dato')}
                {overskrift('virksomhed')}
                {overskrift('status')}
              </tr>
            </thead>
            <tbody>
              {sorterede.slice(0, antal).map((a) => (
                <Raekke key={a.id} ansoegning={a} />
              ))}
            </tbody>
          </Table>
          {antal < sorterede.length && (
            <Button variant="outline-primary" onClick={() => setVisning({ for: sorterede, antal: antal + ANTAL_AD_GANGEN })}>
              {t('arbejdsmangelAdminWeb.liste.visFlere', {
                vist: antal.toLocaleString('da-DK'),
                iAlt: sorterede.length.toLocaleString('da-DK'),
              })}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

// Drawn again only when its application changes, not when only the order does.
const Raekke = memo(function Raekke({ ansoegning: a }: { ansoegning: AnsoegningIListe }) {
  return (
    <tr>
      <td className="text-nowrap" data-etiket={t('arbejdsmangelAdminWeb.liste.kolonne.dato')}>
        {formatDatoTid(a.oprettelsesTidspunkt)}
      </td>
      <td>
        <Link to={`/app/admin/arbejdsmangel/ansoegning/${a.id}`} className="fw-semibold">
          {a.virksomhedsNavn}
        </Link>
        <div className="small">{t('arbejdsmangelAdminWeb.liste.cvr', { cvr: a.virksomhedsCVR })}</div>
        {a.omfang !== 'HeleVirksomheden' && (
          <div className="small">{t(`arbejdsmangelAdminWeb.liste.${a.omfang}`, { navn: a.ansoegningsNavn ?? '' })}</div>
        )}
      </td>
      <td>
        <StatusMaerke status={a.status} label={a.statusLabel} />
        <div className="small text-body-secondary text-nowrap">
          {t('arbejdsmangelAdminWeb.liste.statusSkift', { tidspunkt: formatDatoTid(a.senesteStatusSkift ?? a.oprettelsesTidspunkt) })}
        </div>
      </td>
    </tr>
  );
});

function laesSortering(parametre: URLSearchParams): Sortering<Kolonne> {
  const kolonne = (Object.keys(ansoegningNoegler) as Kolonne[]).find((k) => k === parametre.get('sorter'));
  const retning = parametre.get('retning');
  if (!kolonne || (retning !== 'stigende' && retning !== 'faldende')) return ansoegningStart;
  return { kolonne, retning };
}
