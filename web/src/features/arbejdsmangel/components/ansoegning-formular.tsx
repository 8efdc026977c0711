import type { UiSchema } from '@rjsf/utils';
import { useCallback, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import opretUi from '../../../../../schemas/arbejdsmangel-opret.ui.json';
import { t } from '../../../../../engine/tekster';
import { ApiFejl } from '../../../shared/api/client';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Besked } from '../../../shared/layout/besked';
import { Sektion } from '../../../shared/layout/sektion';
import { SchemaForm } from '../../../shared/schema-form/schema-form';
import type { SkemaKontekst } from '../../../shared/schema-form/widgets/kontekst';
import { useOpretAnsoegning, type ArbejdsmangelAnsoegning, type Medarbejder } from '../api/opret-ansoegning';
import { useSessionKeepalive } from '../api/session-keepalive';
import { efterPeriodeskift } from '../utils/periode-skift';
import { RedigerMedarbejder } from './rediger-medarbejder';
import { TilfoejMedarbejder } from './tilfoej-medarbejder';

type Kladde = Partial<ArbejdsmangelAnsoegning>;
type Dialog = { type: 'tilfoej'; nr: number } | { type: 'rediger'; index: number };

const tomKladde: Kladde = { medarbejdere: [] };
// rjsf reads a template named by a string ("sektioner") from its registry, but its type wants a component.
const uiSchema = opretUi as unknown as UiSchema<ArbejdsmangelAnsoegning>;
// The submit part follows the schema's numbered parts.
const indsendNr = opretUi['ui:sektioner'].length + 1;

/** The application form with its employee dialogs; every change pings the session (SPEC §4.3). */
export function AnsoegningFormular() {
  const [kladde, setKladde] = useState<Kladde>(tomKladde);
  // A new form after submission starts with its messages hidden again.
  const [udgave, setUdgave] = useState(0);
  const [indsendt, setIndsendt] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { opret, indsender, fejl } = useOpretAnsoegning();
  const ping = useSessionKeepalive();

  const aendr = useCallback(
    (ny: Kladde) => {
      setKladde((forrige) => efterPeriodeskift(forrige, ny));
      ping();
    },
    [ping],
  );
  const medarbejdere = kladde.medarbejdere ?? [];
  const saetMedarbejdere = (liste: Partial<Medarbejder>[]) => aendr({ ...kladde, medarbejdere: liste as Medarbejder[] });

  const formContext = useMemo<SkemaKontekst>(
    () => ({
      periode: kladde.periode,
      aabnMedarbejder: (index) => setDialog(index === undefined ? { type: 'tilfoej', nr: 0 } : { type: 'rediger', index }),
    }),
    [kladde.periode],
  );

  async function indsend(ansoegning: ArbejdsmangelAnsoegning) {
    setIndsendt(false);
    if (!(await opret(ansoegning))) return;
    setKladde(tomKladde);
    setUdgave((u) => u + 1);
    setIndsendt(true);
    window.scrollTo({ top: 0 });
  }

  return (
    <>
      <p className="lead">{t('arbejdsmangelWeb.intro')}</p>
      {indsendt && <Besked variant="success">{t('arbejdsmangelWeb.indsendt')}</Besked>}
      <SchemaForm<ArbejdsmangelAnsoegning>
        key={`formular-${udgave}`}
        schemaId="arbejdsmangel-opret"
        uiSchema={uiSchema}
        formData={kladde}
        formContext={formContext}
        onChange={aendr}
        onSubmit={(ansoegning) => void indsend(ansoegning)}
        serverFejl={fejl instanceof ApiFejl ? fejl.problem.errors : undefined}
        disabled={indsender}
      >
        <Sektion nr={indsendNr} titel={t('arbejdsmangelWeb.sektion.indsend')}>
          <p>{t('arbejdsmangelWeb.indsend.tekst')}</p>
          {fejl !== undefined && <Besked variant="danger">{fejlTekst(fejl, t('web.fejl.gem'))}</Besked>}
          <Button type="submit" size="lg" disabled={indsender}>
            {indsender && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {indsender ? t('arbejdsmangelWeb.indsender') : t('arbejdsmangelWeb.indsend')}
          </Button>
        </Sektion>
      </SchemaForm>

      {dialog?.type === 'tilfoej' && (
        <TilfoejMedarbejder
          // A fresh dialog after 'save and add another'.
          key={`tilfoej-${dialog.nr}`}
          periode={kladde.periode}
          onGem={(medarbejder, ogNy) => {
            saetMedarbejdere([...medarbejdere, medarbejder]);
            setDialog(ogNy ? { type: 'tilfoej', nr: dialog.nr + 1 } : null);
          }}
          onLuk={() => setDialog(null)}
          onAendring={ping}
        />
      )}
      {dialog?.type === 'rediger' && medarbejdere[dialog.index] && (
        <RedigerMedarbejder
          medarbejder={medarbejdere[dialog.index]!}
          periode={kladde.periode}
          onAendr={(medarbejder) => saetMedarbejdere(medarbejdere.map((m, i) => (i === dialog.index ? medarbejder : m)))}
          onLuk={() => setDialog(null)}
        />
      )}
    </>
  );
}
