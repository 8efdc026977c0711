import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatDatoTid } from '@engine/format';
import { t } from '@engine/tekster';
import { Besked } from '../../../shared/layout/besked';
import { HentStatus } from '../../../shared/layout/hent-status';
import { Sektion } from '../../../shared/layout/sektion';
import { Tabel } from '../../../shared/layout/tabel';
import { useLive } from '../api/hent-live';
import { useVersioner } from '../api/hent-versioner';
import { GenudgivKnap } from './genudgiv-knap';
import { VersionSammenligning } from './version-sammenligning';

/**
 * /app/admin/definitioner/versioner: every published version, newest first, with who made the draft,
 * who published it and the note; two versions compared file by file; an earlier one published again.
 */
export function VersionerSide() {
  const [runde, setRunde] = useState(0);
  const [genudgivet, setGenudgivet] = useState<{ version: number; ny: number }>();
  const { data, fejl, indlaeser } = useVersioner(runde);
  // Whether a rollback waits for another's publishing: 'Genudgiv' is offered once it is known, so its dialog says what will happen.
  const fireOejne = useLive().data?.fireOejne;
  const udgivet = (useLocation().state as { udgivet?: number } | null)?.udgivet;
  return (
    <section>
      <p className="mb-1">
        <Link to="/app/admin/definitioner">{t('definitionerWeb.tilbage')}</Link>
      </p>
      <h1>{t('definitionerWeb.versioner.titel')}</h1>
      <p className="lead">{t('definitionerWeb.versioner.intro')}</p>
      {udgivet !== undefined && genudgivet === undefined && (
        <Besked variant="success" role="status">
          {t('definitionerWeb.udgiv.udgivet', { version: udgivet })}
        </Besked>
      )}
      {genudgivet !== undefined && (
        <Besked variant="success" role="status">
          {t('definitionerWeb.genudgiv.udgivet', genudgivet)}
        </Besked>
      )}
      <HentStatus fejl={fejl} indlaeser={indlaeser} />
      {data && (
        <>
          <Tabel>
            <caption className="visually-hidden">{t('definitionerWeb.versioner.tabel')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('definitionerWeb.kolonne.version')}</th>
                <th scope="col">{t('definitionerWeb.kolonne.udgivet')}</th>
                <th scope="col">{t('definitionerWeb.kolonne.udkastAf')}</th>
                <th scope="col">{t('definitionerWeb.kolonne.udgivetAf')}</th>
                <th scope="col">{t('definitionerWeb.kolonne.note')}</th>
                <th scope="col">{t('definitionerWeb.kolonne.handling')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((v, i) => (
                <tr key={v.version}>
                  <th scope="row">
                    {v.version}
                    {i === 0 && <span className="badge text-bg-success ms-2">{t('definitionerWeb.versioner.live')}</span>}
                  </th>
                  <td>{formatDatoTid(v.udgivet)}</td>
                  <td>{v.udkast?.forfatter ?? t('definitionerWeb.versioner.ingenUdkast')}</td>
                  <td>{v.udgivetAf}</td>
                  <td>
                    {v.note}
                    {v.genudgivelseAf !== undefined && (
                      <span className="d-block small text-body-secondary">
                        {t('definitionerWeb.versioner.genudgivelse', { version: v.genudgivelseAf })}
                      </span>
                    )}
                  </td>
                  <td>
                    {i > 0 && (
                      <GenudgivKnap
                        version={v.version}
                        fireOejne={fireOejne}
                        onGenudgivet={(ny) => {
                          setGenudgivet({ version: v.version, ny });
                          setRunde((r) => r + 1);
                        }}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Tabel>
          {data.length > 1 && (
            <Sektion titel={t('definitionerWeb.sammenlign.titel')}>
              <VersionSammenligning key={data[0]!.version} versioner={data.map((v) => v.version)} />
            </Sektion>
          )}
        </>
      )}
    </section>
  );
}
