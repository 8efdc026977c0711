import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDato, formatDatoTid } from '@engine/format';
import { t } from '@engine/tekster';
import type { Kontekst } from '../../../shared/api/client';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { useKladder, type KladdeOversigt } from '../../../shared/kladde/api/hent-kladder';
import { sletKladde } from '../../../shared/kladde/api/slet-kladde';
import { KLADDE_STIER } from '../../../shared/kladde/formularer';
import { Besked } from '../../../shared/layout/besked';
import { HentStatus } from '../../../shared/layout/hent-status';
import { Tabel } from '../../../shared/layout/tabel';

// The dialog (with react-bootstrap's Modal and its transitions) loads when a deletion is first asked for, not with the start page.
const SletKladdeDialog = lazy(() => import('./slet-kladde-dialog').then((m) => ({ default: m.SletKladdeDialog })));

/** The start page's 'Kladder': each form the person left unsubmitted, when it changed and expires, to continue or delete. */
export function Kladder({ kontekst }: { kontekst: Exclude<Kontekst, 'admin'> }) {
  const { data, fejl, indlaeser, genindlaes } = useKladder(kontekst);
  const [slettes, setSlettes] = useState<KladdeOversigt | null>(null);
  const [slettet, setSlettet] = useState(false);
  const [sletFejl, setSletFejl] = useState<unknown>();

  async function slet(kladde: KladdeOversigt) {
    setSletFejl(undefined);
    try {
      await sletKladde(kladde.formular);
      setSlettet(true);
      setSlettes(null);
      genindlaes();
    } catch (e) {
      setSletFejl(e);
    }
  }

  return (
    <section aria-labelledby="kladder" className="mb-4">
      <h2 id="kladder" className="h4 mb-2">
        {t('kladdeWeb.titel')}
      </h2>
      <p className="text-body-secondary">{t('kladdeWeb.intro')}</p>
      {slettet && (
        <Besked variant="success" role="status" luk={{ label: t('layout.lukBesked'), onLuk: () => setSlettet(false) }}>
          {t('kladdeWeb.slettet')}
        </Besked>
      )}
      <HentStatus indlaeser={indlaeser} fejl={fejl} />
      {data?.kladder.length === 0 && <p>{t('kladdeWeb.ingen')}</p>}
      {data && data.kladder.length > 0 && (
        <Tabel hover className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t('kladdeWeb.kolonne.formular')}</th>
              <th scope="col">{t('kladdeWeb.kolonne.aendret')}</th>
              <th scope="col">{t('kladdeWeb.kolonne.slettes')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('kladdeWeb.kolonne.handlinger')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.kladder.map((kladde) => {
              const formular = t(`kladdeWeb.formular.${kladde.formular}`);
              const dato = formatDatoTid(kladde.opdateret);
              return (
                <tr key={kladde.formular}>
                  <td>{formular}</td>
                  <td className="text-nowrap">{dato}</td>
                  <td className="text-nowrap">{formatDato(kladde.udloeber)}</td>
                  <td className="text-end text-nowrap">
                    <Link
                      to={KLADDE_STIER[kladde.formular]}
                      className="btn btn-primary btn-sm me-2"
                      aria-label={t('kladdeWeb.fortsaetLabel', { formular, dato })}
                    >
                      {t('kladdeWeb.fortsaet')}
                    </Link>
                    <button
                      type="button"
                      className="btn btn-outline-danger btn-sm"
                      aria-label={t('kladdeWeb.sletLabel', { formular, dato })}
                      onClick={() => setSlettes(kladde)}
                    >
                      {t('kladdeWeb.slet')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Tabel>
      )}
      {slettes && (
        <Suspense fallback={null}>
          <SletKladdeDialog
            fejl={sletFejl === undefined ? undefined : fejlTekst(sletFejl)}
            onSlet={() => slet(slettes)}
            onAnnuller={() => {
              setSlettes(null);
              setSletFejl(undefined);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
