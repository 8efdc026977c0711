import type { UiSchema } from '@rjsf/utils';
import type { TekstNoegle } from '@engine/tekster';
import deltagelseUi from '@schemas/forudbetaling-deltagelse.ui.json';
import fakturaUi from '@schemas/forudbetaling-faktura.ui.json';
import tilskudUi from '@schemas/forudbetaling-tilskud.ui.json';
import troOgLoveUi from '@schemas/forudbetaling-tro-og-love.ui.json';
import type { Kladde, Trin } from '@workflows/forudbetaling-wizard';

export interface TrinFormular {
  /** The step's schema in schemas/, the same the machine's guard validates with. */
  schemaId: string;
  uiSchema: UiSchema<Kladde>;
  overskrift: TekstNoegle;
  vejledning: TekstNoegle;
}

/** The check page's heading and guidance; it has no form. */
export const KONTROL: Pick<TrinFormular, 'overskrift' | 'vejledning'> = {
  overskrift: 'forudbetalingWeb.kontrol.overskrift',
  vejledning: 'forudbetalingWeb.kontrol.vejledning',
};

/** Each step's form over the one draft, and the heading and guidance above it. */
export const TRIN_FORMULARER: Record<Trin, TrinFormular> = {
  tilskud: {
    schemaId: 'forudbetaling-tilskud',
    uiSchema: tilskudUi,
    overskrift: 'forudbetalingWeb.tilskud.overskrift',
    vejledning: 'forudbetalingWeb.tilskud.vejledning',
  },
  deltagelse: {
    schemaId: 'forudbetaling-deltagelse',
    uiSchema: deltagelseUi,
    overskrift: 'forudbetalingWeb.deltagelse.overskrift',
    vejledning: 'forudbetalingWeb.deltagelse.vejledning',
  },
  faktura: {
    schemaId: 'forudbetaling-faktura',
    uiSchema: fakturaUi,
    overskrift: 'forudbetalingWeb.faktura.overskrift',
    vejledning: 'forudbetalingWeb.faktura.vejledning',
  },
  troOgLove: {
    schemaId: 'forudbetaling-tro-og-love',
    uiSchema: troOgLoveUi,
    overskrift: 'forudbetalingWeb.troOgLove.overskrift',
    vejledning: 'forudbetalingWeb.troOgLove.vejledning',
  },
};
