import { t } from '../../../../../engine/tekster';
import { Besked } from '../../../shared/layout/besked';

/** After a reload: the invoice was not kept (files are not stored in the tab), so it must be attached again. */
export function VedhaeftIgen({ filnavn }: { filnavn: string }) {
  return (
    <Besked variant="info" role="status">
      {t('forudbetalingWeb.faktura.vedhaeftIgen', { filnavn })}
    </Besked>
  );
}
