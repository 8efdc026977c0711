import type { FieldPathList } from '@rjsf/utils';
import { t } from '@engine/tekster';
import { segmenterPointer } from '../json-pointer';
import type { SkemaKontekst } from './kontekst';

/** The warnings formContext gives the field at this rjsf path (its JSON Pointer). */
export function advarslerVed(kontekst: SkemaKontekst, sti: FieldPathList): readonly string[] {
  return kontekst.advarsler?.[segmenterPointer(sti.map(String))] ?? [];
}

/** Warnings under a field: what the person may want to check, without stopping them. */
export function Advarsler({ id, advarsler }: { id: string; advarsler: readonly string[] }) {
  if (advarsler.length === 0) return null;
  return (
    <ul id={id} className="list-unstyled mb-0 mt-1">
      {advarsler.map((advarsel) => (
        <li key={advarsel} className="small text-warning-emphasis">
          <strong>{t('web.advarsel')}:</strong> {advarsel}
        </li>
      ))}
    </ul>
  );
}
