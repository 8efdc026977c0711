import { t } from '@engine/tekster';
import { Sektion } from '../../../shared/layout/sektion';
import type { AnmodningDetalje } from '../api/hent-anmodning';
import { Oplysninger } from './oplysninger';

/** Fields an analyst added to the wizard, with their schema titles; nothing when there are none. */
export function OevrigeOplysninger({ oplysninger }: { oplysninger: AnmodningDetalje['oevrigeOplysninger'] }) {
  if (oplysninger.length === 0) return null;
  return (
    <Sektion titel={t('forudbetalingAdminWeb.afsnit.oevrige')}>
      <Oplysninger raekker={oplysninger.map((o) => [o.titel, o.vaerdi])} />
    </Sektion>
  );
}
