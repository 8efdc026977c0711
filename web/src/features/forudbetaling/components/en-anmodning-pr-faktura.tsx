import Alert from 'react-bootstrap/Alert';
import { TEKST_EN_ANMODNING_PR_FAKTURA, useTekst } from '../api/hent-tekst';
import { TekstIndhold } from './tekst-indhold';

/** The first step's notice that one request covers one invoice (SPEC §1), in the secretariat's words. */
export function EnAnmodningPrFaktura() {
  const { data } = useTekst(TEKST_EN_ANMODNING_PR_FAKTURA);
  // Only a notice: while it loads or if it cannot be fetched, the step works without it.
  if (!data) return null;
  return (
    <Alert variant="info">
      <TekstIndhold tekst={data} className="mb-0" />
    </Alert>
  );
}
