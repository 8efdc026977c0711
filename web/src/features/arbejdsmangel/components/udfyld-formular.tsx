import type { UiSchema } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import opretUi from '@schemas/arbejdsmangel-opret.ui.json';
import type { FeltFejl } from '@engine/felt-fejl';
import { t } from '@engine/tekster';
import { forberedRegister, navneI } from '../../../shared/schema-form/register';
import { SchemaForm } from '../../../shared/schema-form/schema-form';
import type { SkemaKontekst } from '../../../shared/schema-form/widgets/kontekst';
import type { ArbejdsmangelAnsoegning } from '../api/opret-ansoegning';
import { useSessionKeepalive } from '../../../shared/api/session-keepalive';
import { gaaTilSektion } from '../utils/gaa-til-sektion';
import { IndsendSektion } from './indsend-sektion';
import { MedarbejderDialoger, type Dialog } from './medarbejder-dialoger';

type Kladde = Partial<ArbejdsmangelAnsoegning>;

// rjsf reads a template named by a string ("sektioner") from its registry, but its type wants a component.
const uiSchema = opretUi as unknown as UiSchema<ArbejdsmangelAnsoegning>;
// The layout's widgets load with this module, so the form is whole when the screen first renders (no spinner, no 300 ms hold).
void forberedRegister(navneI(uiSchema));

interface UdfyldFormularProps {
  kladde: Kladde;
  onAendr: (ny: Kladde) => void;
  /** A valid application, submitted with 'Indsend ansøgning'. */
  onIndsend: (ansoegning: ArbejdsmangelAnsoegning) => void;
  /** Messages the schema cannot give (the same person twice, the server's), shown until the next change. */
  fejl?: readonly FeltFejl[];
  indsender: boolean;
  /** Why the last attempt to send failed, when it was not the fields' fault. */
  indsendFejl: unknown;
}

/** How long a period stands unchanged before hours outside it are marked: a date typed digit by digit marks nothing on the way. */
const PAUSE_MS = 800;

/**
 * The employer form (SPEC §2.4) with its employee dialogs; every change pings the session (SPEC §4.3).
 * Hours outside the period are kept while it is edited and marked once it has stood still (not when a
 * field is left: the marks would move the page under the click that left it).
 */
export function UdfyldFormular({ kladde, onAendr, onIndsend, fejl, indsender, indsendFejl }: UdfyldFormularProps) {
  const [bekraeftet, setBekraeftet] = useState<SkemaKontekst['bekraeftetPeriode']>(kladde.periode);
  const { fra, til } = kladde.periode ?? {};
  useEffect(() => {
    const timer = setTimeout(() => setBekraeftet({ fra, til }), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [fra, til]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const ramme = useRef<HTMLDivElement>(null);
  const ping = useSessionKeepalive('virksomhed');
  const aendr = useCallback(
    (ny: Kladde) => {
      onAendr(ny);
      ping();
    },
    [onAendr, ping],
  );

  // rjsf compares formContext deeply and takes functions as equal: a new callback never reaches the
  // widgets, so these only name the dialog and read nothing that changes.
  const formContext = useMemo<SkemaKontekst>(
    () => ({
      periode: kladde.periode,
      // Nothing has stood still yet: no period to mark against (the table would take the live one).
      bekraeftetPeriode: bekraeftet ?? {},
      aabnMedarbejder: (index) => setDialog(index === undefined ? { type: 'tilfoej' } : { type: 'rediger', index }),
      fjernMedarbejder: (index) => setDialog({ type: 'fjern', index }),
      fjernTimerUdenforPerioden: () => setDialog({ type: 'fjernTimer' }),
    }),
    [kladde.periode, bekraeftet],
  );

  return (
    <div ref={ramme}>
      <p className="lead">{t('arbejdsmangelWeb.intro')}</p>
      <SchemaForm<ArbejdsmangelAnsoegning>
        schemaId="arbejdsmangel-opret"
        uiSchema={uiSchema}
        formData={kladde}
        formContext={formContext}
        onChange={aendr}
        onSubmit={(ansoegning) => {
          setBekraeftet(ansoegning.periode);
          onIndsend(ansoegning);
        }}
        serverFejl={fejl}
        disabled={indsender}
      >
        <IndsendSektion kladde={kladde} indsender={indsender} fejl={indsendFejl} onRet={(ret) => gaaTilSektion(ramme.current, ret)} />
      </SchemaForm>
      <MedarbejderDialoger dialog={dialog} kladde={kladde} onAendr={aendr} onLuk={() => setDialog(null)} onAktivitet={ping} />
    </div>
  );
}
