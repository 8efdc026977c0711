import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { formatDatoTid } from '@engine/format';
import { t } from '@engine/tekster';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Besked } from '../../../shared/layout/besked';
import { HentStatus } from '../../../shared/layout/hent-status';
import { Sektion } from '../../../shared/layout/sektion';
import { SideHoved } from '../../../shared/layout/side-hoved';
import { Tabel } from '../../../shared/layout/tabel';
import { useUdkastListe } from '../api/hent-udkast-liste';
import { AendringerIOrdListe } from './aendringer-i-ord-liste';
import { opretUdkast } from '../api/opret-udkast';

const STUDIO = '/app/admin/definitioner';

/** /app/admin/definitioner: the drafts of the definitions, and a new one from the live version. */
export function UdkastListe() {
  const { data, fejl, indlaeser } = useUdkastListe();
  const kasseret = (useLocation().state as { kasseret?: boolean } | null)?.kasseret === true;
  return (
    <section>
      <SideHoved titel={t('definitionerWeb.titel')} className="mb-2">
        <Link className="btn btn-outline-primary" to={`${STUDIO}/versioner`}>
          {t('definitionerWeb.versionerLink')}
        </Link>
      </SideHoved>
      <p className="lead">{t('definitionerWeb.intro')}</p>
      {kasseret && (
        <Besked variant="success" role="status">
          {t('definitionerWeb.kasser.kasseret')}
        </Besked>
      )}
      <Sektion titel={t('definitionerWeb.nyt.titel')}>
        <NytUdkast />
      </Sektion>
      <h2 className="h4">{t('definitionerWeb.udkast.titel')}</h2>
      <HentStatus fejl={fejl} indlaeser={indlaeser} />
      {data?.length === 0 && <p>{t('definitionerWeb.udkast.ingen')}</p>}
      {data !== undefined && data.length > 0 && (
        <Tabel>
          <thead>
            <tr>
              <th scope="col">{t('definitionerWeb.kolonne.titel')}</th>
              <th scope="col">{t('definitionerWeb.kolonne.forfatter')}</th>
              <th scope="col">{t('definitionerWeb.kolonne.oprettet')}</th>
              <th scope="col">{t('studioTekster.aendring.listeKolonne')}</th>
              <th scope="col">{t('definitionerWeb.kolonne.filer')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((u) => (
              <tr key={u.id}>
                <td>
                  <Link to={`${STUDIO}/udkast/${encodeURIComponent(u.id)}`}>{u.titel}</Link>
                </td>
                <td>{u.forfatter}</td>
                <td>{formatDatoTid(u.oprettet)}</td>
                <td>
                  {(u.aendringerIOrd ?? []).length === 0 ? (
                    t('definitionerWeb.ingenFiler')
                  ) : (
                    <AendringerIOrdListe linjer={u.aendringerIOrd!} className="mb-0 ps-3" />
                  )}
                </td>
                <td>
                  {u.filer.length === 0
                    ? t('definitionerWeb.ingenFiler')
                    : u.filer.map((sti) => (
                        <code key={sti} className="d-block">
                          {sti}
                        </code>
                      ))}
                </td>
              </tr>
            ))}
          </tbody>
        </Tabel>
      )}
    </section>
  );
}

/** Asks the new draft's title, creates it and opens it. */
function NytUdkast() {
  const navigate = useNavigate();
  const id = useId();
  const [titel, setTitel] = useState('');
  const [mangler, setMangler] = useState(false);
  const [fejl, setFejl] = useState<unknown>();
  const [sender, setSender] = useState(false);
  const opret = async (e: FormEvent) => {
    e.preventDefault();
    if (titel.trim() === '') {
      setMangler(true);
      return;
    }
    setSender(true);
    setFejl(undefined);
    try {
      const { id: nyt } = await opretUdkast({ titel: titel.trim() });
      await navigate(`${STUDIO}/udkast/${encodeURIComponent(nyt)}`);
    } catch (error) {
      setFejl(error);
      setSender(false);
    }
  };
  return (
    <form noValidate onSubmit={(e) => void opret(e)}>
      <div className="mb-3">
        <label htmlFor={id} className="form-label">
          {t('definitionerWeb.nyt.felt')}
        </label>
        <input
          id={id}
          className={`form-control${mangler ? ' is-invalid' : ''}`}
          value={titel}
          maxLength={200}
          aria-invalid={mangler || undefined}
          aria-describedby={`${id}-hjaelp${mangler ? ` ${id}-fejl` : ''}`}
          onChange={(e) => {
            setTitel(e.target.value);
            setMangler(false);
          }}
        />
        <div id={`${id}-hjaelp`} className="form-text">
          {t('definitionerWeb.nyt.hjaelp')}
        </div>
        {mangler && (
          <div id={`${id}-fejl`} className="invalid-feedback d-block">
            {t('definitionerWeb.nyt.mangler')}
          </div>
        )}
      </div>
      {fejl !== undefined && <Besked variant="danger">{fejlTekst(fejl)}</Besked>}
      <button type="submit" className="btn btn-primary" disabled={sender}>
        {t('definitionerWeb.nyt.knap')}
      </button>
    </form>
  );
}
