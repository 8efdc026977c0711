import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { t } from '../../../../../engine/tekster';
import { forudbetalingWizard, type Kladde, type Tilskud, type Trin } from '../../../../../workflows/forudbetaling-wizard';
import { SchemaForm } from '../../../shared/schema-form/schema-form';
import { erGyldig } from '../../../shared/schema-form/validator';
import type { SkemaKontekst } from '../../../shared/schema-form/widgets/kontekst';
import { vaelgTilskud } from '../../../shared/schema-form/widgets/kursus-vaelger/vaelg-tilskud';
import { findLeverandoer } from '../api/find-leverandoer';
import { opretAnmodning } from '../api/opret-anmodning';
import { useFakturaScan } from '../hooks/use-faktura-scan';
import { tilOpretBody } from '../utils/til-opret-body';
import { TRIN_FORMULARER } from '../utils/trin-formularer';
import { knapper, trinListe, vistTrin } from '../utils/wizard-trin';
import { Betingelser } from './betingelser';
import { EnAnmodningPrFaktura } from './en-anmodning-pr-faktura';
import { IndsendFejl } from './indsend-fejl';
import { IndsenderOverlay } from './indsender-overlay';
import { Kvittering } from './kvittering';
import { TrinIndikator } from './trin-indikator';
import { TrinKnapper } from './trin-knapper';

const maskine = forudbetalingWizard({ indsend: (kladde) => opretAnmodning(tilOpretBody(kladde)), erGyldig });
const alleTrin = trinListe(maskine);

interface AnmodningWizardProps {
  tilskud: readonly Tilskud[];
  /** An application number (or id) from the address, chosen from the start. */
  forvalgt?: string;
}

/** The five steps of SPEC §2.2, driven by workflows/forudbetaling-wizard; each step a form over the one draft. */
export function AnmodningWizard({ tilskud, forvalgt }: AnmodningWizardProps) {
  const [snapshot, send, actorRef] = useMachine(maskine);
  const { kladde, forsoegt, indsendFejl, anmodningId } = snapshot.context;
  const trin = vistTrin(maskine, snapshot.value);
  const { fakturaValgt, scannes } = useFakturaScan(actorRef);
  const formContext = useMemo<SkemaKontekst>(
    () => ({ tilskud, findVirksomhed: findLeverandoer, fakturaValgt, fakturaScannes: scannes }),
    [tilskud, fakturaValgt, scannes],
  );

  // The list has loaded before this mounts, so the application from the address can be chosen now.
  useEffect(() => {
    const valgt = tilskud.find((s) => s.ansoegningsnummer === forvalgt || String(s.id) === forvalgt);
    if (!valgt) return;
    const nu = actorRef.getSnapshot().context.kladde;
    actorRef.send({ type: 'OPDATER', kladde: { ...nu, deltagelser: vaelgTilskud(tilskud, nu.deltagelser, valgt.id, true) } });
  }, [actorRef, tilskud, forvalgt]);

  // A new step is announced by moving focus to its heading.
  const overskrift = useRef<HTMLHeadingElement>(null);
  const sidsteTrin = useRef(trin);
  useEffect(() => {
    if (trin === sidsteTrin.current) return;
    sidsteTrin.current = trin;
    overskrift.current?.focus();
  }, [trin]);

  if (snapshot.matches('kvittering')) {
    return (
      <>
        <TrinIndikator trin={alleTrin} aktuelt="kvittering" />
        <Kvittering anmodningId={anmodningId} />
      </>
    );
  }

  const formular = TRIN_FORMULARER[trin as Trin];
  const indsender = snapshot.matches('indsender');
  const fortsaet = () => send({ type: 'FORTSAET' });
  return (
    <>
      <TrinIndikator trin={alleTrin} aktuelt={trin} />
      <h2 ref={overskrift} tabIndex={-1} className="h4">
        {t(formular.overskrift)}
      </h2>
      <p className="text-body-secondary">{t(formular.vejledning)}</p>
      {trin === 'tilskud' && <EnAnmodningPrFaktura />}
      {trin === 'troOgLove' && <Betingelser />}
      {trin === 'troOgLove' && indsendFejl !== null && <IndsendFejl fejl={indsendFejl} />}
      <SchemaForm<Kladde>
        key={trin}
        schemaId={formular.schemaId}
        uiSchema={formular.uiSchema}
        formData={kladde}
        formContext={formContext}
        visFejl={forsoegt[trin as Trin] ?? false}
        onChange={(data) => send({ type: 'OPDATER', kladde: data as Kladde })}
        onSubmit={(data) => {
          send({ type: 'OPDATER', kladde: data });
          fortsaet();
        }}
        // A refused submit is a forward attempt too: the machine refuses it and lets the messages show.
        onAfvist={fortsaet}
        disabled={indsender}
      >
        <TrinKnapper knapper={knapper(maskine, snapshot.value)} onTilbage={() => send({ type: 'TILBAGE' })} disabled={indsender} />
      </SchemaForm>
      {indsender && <IndsenderOverlay />}
    </>
  );
}
