import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import opretUi from '@schemas/arbejdsmangel-opret.ui.json';
import { formatCpr, formatDato } from '@engine/format';
import { t } from '@engine/tekster';
import { dageIPeriode, ugerIPeriode } from '@engine/uger';
import { Sektion } from '../../../shared/layout/sektion';
import { uiTekst } from '../../../shared/schema-form/ui-tekst';
import type { ArbejdsmangelAnsoegning } from '../api/opret-ansoegning';
import { delSchema, feltTitel, valgTitel } from '../utils/vaerdier';
import { MedarbejderOversigt } from './medarbejder-oversigt';

interface OpsummeringProps {
  ansoegning: ArbejdsmangelAnsoegning;
  /** With a 'Ret' link on each part, back to that part of the form (the check page). */
  medRet?: boolean;
}

/**
 * Every value of the application in the form's numbered parts (schemas/arbejdsmangel-opret.ui.json),
 * each with its title from the schema: the check page and the receipt. A field an analyst adds to a
 * part is shown with it.
 */
export function Opsummering({ ansoegning, medRet = false }: OpsummeringProps) {
  const vaerdier = ansoegning as unknown as Record<string, unknown>;
  const listede = new Set(opretUi['ui:sektioner'].flatMap((s) => s.felter));
  const oevrige = Object.keys(vaerdier).filter((felt) => !listede.has(felt));
  return (
    <>
      {opretUi['ui:sektioner'].map((sektion, i) => {
        const titel = uiTekst(sektion.titel);
        return (
          <Sektion key={sektion.titel} nr={i + 1} titel={titel} fuldBredde handling={medRet && <RetLink ret={i} titel={titel} />}>
            <Linjer felter={sektion.felter.filter((felt) => felt !== 'medarbejdere')} ansoegning={ansoegning} />
            {sektion.felter.includes('medarbejdere') && (
              <div className="px-3 pb-2">
                <MedarbejderOversigt ansoegning={ansoegning} />
              </div>
            )}
          </Sektion>
        );
      })}
      {/* Fields outside the parts follow them on the form; here too, each leading back to itself. */}
      {oevrige.length > 0 && (
        <Sektion
          titel={t('arbejdsmangelWeb.kontrol.oevrige')}
          fuldBredde
          handling={medRet && <RetLink ret={oevrige[0]!} titel={t('arbejdsmangelWeb.kontrol.oevrige')} />}
        >
          <Linjer felter={oevrige} ansoegning={ansoegning} />
        </Sektion>
      )}
    </>
  );
}

function Linjer({ felter, ansoegning }: { felter: readonly string[]; ansoegning: ArbejdsmangelAnsoegning }) {
  const vaerdier = ansoegning as unknown as Record<string, unknown>;
  const udfyldte = felter.filter((felt) => vaerdier[felt] !== undefined);
  if (udfyldte.length === 0) return null;
  return <dl className="row mb-0 px-3 pt-3">{udfyldte.flatMap((felt) => linjer(felt, ansoegning, vaerdier[felt]))}</dl>;
}

/** Back to the form with the focus in the part's first field (a number) or in a field (its name); ansoegning-formular reads the state. */
function RetLink({ ret, titel }: { ret: number | string; titel: string }) {
  return (
    <Link to={{ search: '' }} state={{ ret }} className="d-print-none">
      {t('arbejdsmangelWeb.kontrol.ret')}
      <span className="visually-hidden"> {titel.toLocaleLowerCase('da')}</span>
    </Link>
  );
}

/** A field's lines in the list: a label and its value; the period and the representative as several. */
function linjer(felt: string, ansoegning: ArbejdsmangelAnsoegning, vaerdi: unknown): ReactNode[] {
  if (felt === 'periode') {
    const { fra, til } = ansoegning.periode;
    return [
      linje('fra', t('arbejdsmangelWeb.kontrol.fra'), formatDato(fra)),
      linje('til', t('arbejdsmangelWeb.kontrol.til'), formatDato(til)),
      linje(
        'varighed',
        t('arbejdsmangelWeb.kontrol.varighed'),
        t('arbejdsmangelWeb.kontrol.dageOgUger', { dage: dageIPeriode(fra, til), uger: ugerIPeriode(fra, til).length }),
      ),
    ];
  }
  if (typeof vaerdi === 'object' && vaerdi !== null) {
    const del = delSchema(felt);
    return Object.entries(vaerdi).map(([navn, v]) =>
      linje(`${felt}.${navn}`, feltTitel(navn, del), navn === 'cpr' ? formatCpr(String(v)) : valgTitel(navn, v, del)),
    );
  }
  return [linje(felt, feltTitel(felt), valgTitel(felt, vaerdi))];
}

function linje(noegle: string, label: string, vaerdi: string): ReactNode {
  return [
    <dt key={`${noegle}-label`} className="col-sm-4 fw-normal text-body-secondary">
      {label}
    </dt>,
    <dd key={`${noegle}-vaerdi`} className="col-sm-8">
      {vaerdi}
    </dd>,
  ];
}
