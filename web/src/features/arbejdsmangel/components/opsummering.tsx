import type { ReactNode } from 'react';
import opretUi from '@schemas/arbejdsmangel-opret.ui.json';
import { formatCpr, formatDato } from '@engine/format';
import { t } from '@engine/tekster';
import { antalUgerIPeriode, dageIPeriode } from '@engine/uger';
import { Sektion } from '../../../shared/layout/sektion';
import { uiTekst } from '../../../shared/schema-form/ui-tekst';
import type { ArbejdsmangelAnsoegning } from '../api/opret-ansoegning';
import { delSchema, feltTitel, valgTitel } from '../utils/vaerdier';
import { MedarbejderLinjer, MedarbejderOversigt } from './medarbejder-oversigt';

/** A part of the form: a field by name, or a numbered part (0 = the first). */
export type Ret = number | string;

interface OpsummeringProps {
  ansoegning: ArbejdsmangelAnsoegning;
  /**
   * The review inside the form's last part: each part under a heading of its own (not a region
   * beside the form's), with a 'Ret' link that calls this with the part it leads back to.
   */
  onRet?: (ret: Ret) => void;
}

/**
 * Every value of the application in the form's numbered parts (schemas/arbejdsmangel-opret.ui.json),
 * each with its title from the schema: the review before 'Indsend ansøgning' and the receipt. A field
 * an analyst adds to a part is shown with it.
 */
export function Opsummering({ ansoegning, onRet }: OpsummeringProps) {
  const vaerdier = ansoegning as unknown as Record<string, unknown>;
  const listede = new Set(opretUi['ui:sektioner'].flatMap((s) => s.felter));
  const oevrige = Object.keys(vaerdier).filter((felt) => !listede.has(felt));
  return (
    <>
      {opretUi['ui:sektioner'].map((sektion, i) => (
        <Del key={sektion.titel} nr={i + 1} titel={uiTekst(sektion.titel)} ret={i} onRet={onRet}>
          <Linjer felter={sektion.felter.filter((felt) => felt !== 'medarbejdere')} ansoegning={ansoegning} />
          {sektion.felter.includes('medarbejdere') && (
            <div className="px-3 pb-2">
              {onRet ? <MedarbejderLinjer ansoegning={ansoegning} /> : <MedarbejderOversigt ansoegning={ansoegning} />}
            </div>
          )}
        </Del>
      ))}
      {/* Fields outside the parts follow them on the form; here too, each leading back to itself. */}
      {oevrige.length > 0 && (
        <Del titel={t('arbejdsmangelWeb.kontrol.oevrige')} ret={oevrige[0]!} onRet={onRet}>
          <Linjer felter={oevrige} ansoegning={ansoegning} />
        </Del>
      )}
    </>
  );
}

interface DelProps {
  titel: string;
  nr?: number;
  ret: Ret;
  onRet: OpsummeringProps['onRet'];
  children: ReactNode;
}

/** One part: a card of its own on the receipt, a heading with 'Ret' in the review on the form. */
function Del({ titel, nr, ret, onRet, children }: DelProps) {
  if (!onRet) {
    return (
      <Sektion nr={nr} titel={titel} fuldBredde>
        {children}
      </Sektion>
    );
  }
  return (
    <div className="border-top pt-2 mb-3">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 px-3">
        <h4 className="h6 mb-0">{nr === undefined ? titel : `${nr} ${titel}`}</h4>
        <RetLink ret={ret} titel={titel} onRet={onRet} />
      </div>
      {children}
    </div>
  );
}

function Linjer({ felter, ansoegning }: { felter: readonly string[]; ansoegning: ArbejdsmangelAnsoegning }) {
  const vaerdier = ansoegning as unknown as Record<string, unknown>;
  const udfyldte = felter.filter((felt) => vaerdier[felt] !== undefined);
  if (udfyldte.length === 0) return null;
  return <dl className="row mb-0 px-3 pt-3">{udfyldte.flatMap((felt) => linjer(felt, ansoegning, vaerdier[felt]))}</dl>;
}

/** Back up the form to the part's first field (a number) or to a field (its name), with the focus there. */
function RetLink({ ret, titel, onRet }: { ret: Ret; titel: string; onRet: (ret: Ret) => void }) {
  return (
    <a
      href={typeof ret === 'string' ? `#root_${ret}` : '#'}
      className="d-print-none"
      onClick={(event) => {
        event.preventDefault();
        onRet(ret);
      }}
    >
      {t('arbejdsmangelWeb.kontrol.ret')}
      <span className="visually-hidden"> {titel.toLocaleLowerCase('da')}</span>
    </a>
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
        t('arbejdsmangelWeb.kontrol.dageOgUger', { dage: dageIPeriode(fra, til), uger: antalUgerIPeriode(fra, til) }),
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
