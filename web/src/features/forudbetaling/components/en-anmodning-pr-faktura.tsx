import { useTekst } from '../../../shared/api/hent-tekst';
import { Besked } from '../../../shared/layout/besked';
import { TekstIndhold } from '../../../shared/layout/tekst-indhold';

/** The notice's key in content/tekster.json, editable by the secretariat. */
const NOEGLE = 'forudbetaling:en-anmodning-pr-faktura';

/** The first step's notice that one request covers one invoice (SPEC §1), in the secretariat's words. */
export function EnAnmodningPrFaktura() {
  const { data } = useTekst(NOEGLE);
  // Only a notice: while it loads or if it cannot be fetched, the step works without it.
  if (!data) return null;
  return (
    <Besked variant="info">
      <TekstIndhold tekst={data} className="mb-0" />
    </Besked>
  );
}
