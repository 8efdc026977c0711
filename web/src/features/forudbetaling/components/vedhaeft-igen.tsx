import Alert from 'react-bootstrap/Alert';
import { t } from '../../../../../engine/tekster';

/** After a reload: the invoice was not kept (files are not stored in the tab), so it must be attached again. */
export function VedhaeftIgen({ filnavn }: { filnavn: string }) {
  return (
    <Alert variant="info" role="status">
      {t('forudbetalingWeb.faktura.vedhaeftIgen', { filnavn })}
    </Alert>
  );
}
