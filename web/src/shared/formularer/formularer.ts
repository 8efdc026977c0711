import type { UiSchema } from '@rjsf/utils';
import alle from 'virtual:formularer';
import { schemaMedId } from '../schema-form/schemas';
import { schemaBeskeder, type SchemaBesked } from './beskeder';
import { eksempelData, eksempelKontekst, somEksempel } from './eksempel';
import type { SkemaKontekst } from '../schema-form/widgets/kontekst';

/** A form of schemas/ ready for the preview. */
export interface Formular {
  /** Its layout's name (schemas/<navn>.ui.json), its address under /app/admin/formularer. */
  navn: string;
  schemaId: string;
  /** The schema's title. */
  titel: string;
  uiSchema: UiSchema;
  data: unknown;
  kontekst: SkemaKontekst;
  /** schemas/<navn>.eksempel.json is there. */
  harEksempel: boolean;
  beskeder: readonly SchemaBesked[];
}

/** Every form with a layout in schemas/ (DEFINITIONS_DIR's when the build was given one), by title. */
export const formularer: readonly Formular[] = alle
  .map(({ navn, schemaId, ui, eksempel }) => {
    const schema = schemaMedId(schemaId);
    const sample = somEksempel(eksempel);
    return {
      navn,
      schemaId,
      titel: typeof schema.title === 'string' ? schema.title : schemaId,
      uiSchema: ui as UiSchema,
      data: eksempelData(schema as Record<string, unknown>, sample),
      kontekst: eksempelKontekst(sample.kontekst),
      harEksempel: eksempel !== undefined,
      beskeder: schemaBeskeder(schema as Record<string, unknown>),
    };
  })
  .sort((a, b) => a.titel.localeCompare(b.titel, 'da') || a.navn.localeCompare(b.navn));

export const formularMedNavn = (navn: string | undefined): Formular | undefined => formularer.find((f) => f.navn === navn);
