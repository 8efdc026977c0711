import { formatToDecimaler } from '@engine/format';
import { t } from '@engine/tekster';
import { Sektion } from '../../../shared/layout/sektion';
import type { Overblik } from '../api/hent-overblik';
import { formatMaaned, formatTal } from '../utils/format';
import { farve } from './farver';
import { Figur } from './figur';
import { Soejlediagram } from './soejlediagram';
import { TalTabel } from './tal-tabel';

/** The prepayments approved per fund per month: one stacked bar per month, a series per fund. */
export function FondOverblik({ maaneder, forudbetalingPerFond }: Pick<Overblik, 'maaneder' | 'forudbetalingPerFond'>) {
  const titel = t('overblikWeb.fond.titel');
  const data = maaneder.map((maaned, i) => ({
    maaned,
    ...Object.fromEntries(forudbetalingPerFond.map((f) => [f.fondId, f.perMaaned[i]?.beloeb ?? 0])),
  }));
  return (
    <Sektion titel={titel}>
      {forudbetalingPerFond.length === 0 ? (
        <p className="mb-0">{t('overblikWeb.fond.ingen')}</p>
      ) : (
        <Figur
          titel={titel}
          diagram={
            <Soejlediagram
              data={data}
              x="maaned"
              serier={forudbetalingPerFond.map((f, i) => ({ noegle: f.fondId, navn: f.fondNavn, farve: farve(i) }))}
              akseX={t('overblikWeb.fond.akseX')}
              akseY={t('overblikWeb.fond.akseY')}
              formatX={formatMaaned}
              formatY={formatTal}
              stablet
            />
          }
          tabel={
            <TalTabel
              titel={titel}
              raekke={t('overblikWeb.tabel.maaned')}
              kolonner={forudbetalingPerFond.map((f) => f.fondNavn)}
              raekker={maaneder.map((maaned, i) => ({
                navn: formatMaaned(maaned),
                tal: forudbetalingPerFond.map((f) => formatToDecimaler(f.perMaaned[i]?.beloeb ?? 0)),
              }))}
            />
          }
        />
      )}
    </Sektion>
  );
}
