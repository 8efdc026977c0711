import { useState } from 'react';
import { formatDatoTid } from '@engine/format';
import { t } from '@engine/tekster';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Besked } from '../../../shared/layout/besked';
import { HentStatus } from '../../../shared/layout/hent-status';
import { Sektion } from '../../../shared/layout/sektion';
import { Tabel } from '../../../shared/layout/tabel';
import { gendanTekst, useTekstHistorik } from '../api/tekst-historik';

interface TekstHistorikProps {
  noegle: string;
  /** Rises after each save of the text, so the history is read anew. */
  runde: number;
  /** After a restore, with the Danish message saying which wording is the text's now. */
  onGendannet: (besked: string) => void;
}

/** A text's history on its edit page: who changed it, when, each earlier wording, and 'Gendan'. */
export function TekstHistorikSektion({ noegle, runde, onGendannet }: TekstHistorikProps) {
  const { data, fejl, indlaeser } = useTekstHistorik(noegle, runde);
  const [gendanFejl, setGendanFejl] = useState<unknown>();
  const [sender, setSender] = useState(false);
  const gendan = async (nr: number) => {
    setSender(true);
    setGendanFejl(undefined);
    try {
      await gendanTekst(noegle, nr);
      onGendannet(nr === 0 ? t('studioTekster.historik.standardGendannet') : t('studioTekster.historik.gendannet', { nr }));
    } catch (error) {
      setGendanFejl(error);
    } finally {
      setSender(false);
    }
  };
  const raekker = data
    ? [
        ...data.versioner.map((v) => ({ ...v, navn: String(v.nr) })),
        ...(data.standard ? [{ ...data.standard, nr: 0, navn: t('studioTekster.historik.standard'), tidspunkt: '', af: '' }] : []),
      ]
    : [];
  return (
    <Sektion titel={t('studioTekster.historik.titel')}>
      {gendanFejl !== undefined && <Besked variant="danger">{fejlTekst(gendanFejl)}</Besked>}
      <HentStatus indlaeser={indlaeser} fejl={fejl} />
      {data && data.versioner.length === 0 && <p>{t('studioTekster.historik.ingen')}</p>}
      {raekker.length > 0 && (
        <Tabel lille>
          <caption className="visually-hidden">{t('studioTekster.historik.tabel', { noegle })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('studioTekster.historik.nr')}</th>
              <th scope="col">{t('studioTekster.historik.tidspunkt')}</th>
              <th scope="col">{t('studioTekster.historik.af')}</th>
              <th scope="col">{t('studioTekster.historik.ordlyd')}</th>
              <th scope="col">{t('studioTekster.historik.handling')}</th>
            </tr>
          </thead>
          <tbody>
            {raekker.map((v, i) => (
              <tr key={v.nr}>
                <th scope="row">{v.navn}</th>
                <td>{v.tidspunkt === '' ? '–' : formatDatoTid(v.tidspunkt)}</td>
                <td>{v.af === '' ? '–' : v.af}</td>
                <td className="text-break small">{v.indhold}</td>
                <td>
                  {i === 0 ? (
                    <span className="badge text-bg-success">{t('studioTekster.historik.gaelder')}</span>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary"
                      disabled={sender}
                      aria-label={
                        v.nr === 0 ? t('studioTekster.historik.gendanStandard') : t('studioTekster.historik.gendanNr', { nr: v.nr })
                      }
                      onClick={() => void gendan(v.nr)}
                    >
                      {t('studioTekster.historik.gendan')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Tabel>
      )}
    </Sektion>
  );
}
