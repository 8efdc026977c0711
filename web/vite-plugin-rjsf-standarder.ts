import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * rjsf's default widgets, templates and fields that no form of ours can reach, by the registry
 * file that names them. Templates and widgets: the forms' own look (schema-form/tema) and the
 * portal's registry (schema-form/widgets) replace them, or they are never shown (the error list
 * above the form: showErrorList={false}; the layout grid's template). Widgets no layout names and
 * no format of ours asks for (a format without its widget falls back to a text input). The
 * layout-grid fields are only used where a uiSchema names them (the build checks the layouts); the
 * list and union fields come with the validators of the forms that render them (schema-form/kernefelter.ts).
 */
export const UDELADT = {
  '@rjsf/core/lib/components/widgets/index.js': [
    'AltDateWidget',
    'AltDateTimeWidget',
    'CheckboxWidget',
    'CheckboxesWidget',
    'ColorWidget',
    'DateWidget',
    'DateTimeWidget',
    'FileWidget',
    'PasswordWidget',
    'RadioWidget',
    'RangeWidget',
    'RatingWidget',
    'SelectWidget',
    'TextareaWidget',
    'TimeWidget',
    'UpDownWidget',
    'URLWidget',
  ],
  '@rjsf/core/lib/components/templates/index.js': [
    'ArrayFieldItemTemplate',
    'ArrayFieldTemplate',
    'BaseInputTemplate',
    'ButtonTemplates',
    'DescriptionFieldTemplate',
    'ErrorListTemplate',
    'FieldErrorTemplate',
    'FieldHelpTemplate',
    'FieldTemplate',
    'GridTemplate',
    'MultiSchemaFieldTemplate',
    'ObjectFieldTemplate',
    'OptionalDataControlsTemplate',
    'TitleFieldTemplate',
    'WrapIfAdditionalTemplate',
  ],
  '@rjsf/core/lib/components/fields/index.js': [
    'AnyOfField',
    'ArrayField',
    'LayoutGridField',
    'LayoutHeaderField',
    'LayoutMultiSchemaField',
    'OneOfField',
  ],
} as const;

/** rjsf's widgets the build leaves out with nothing in their place (schema-form/tema replaces the others). */
export const UDEN_ERSTATNING = [
  'AltDateWidget',
  'AltDateTimeWidget',
  'ColorWidget',
  'DateWidget',
  'DateTimeWidget',
  'FileWidget',
  'PasswordWidget',
  'RangeWidget',
  'RatingWidget',
  'TimeWidget',
  'UpDownWidget',
  'URLWidget',
] as const;

/**
 * What a layout may not name, since the build leaves it out: the layout-grid fields, and the widgets
 * without a replacement, by their own names and by the names a uiSchema gives them (rjsf's getWidget).
 */
export const UDELADT_I_OPSTILLING: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    [...UDELADT['@rjsf/core/lib/components/fields/index.js'].filter((felt) => felt.startsWith('Layout')), ...UDEN_ERSTATNING].map(
      (navn) => [navn, navn],
    ),
  ),
  'alt-date': 'AltDateWidget',
  'alt-datetime': 'AltDateTimeWidget',
  color: 'ColorWidget',
  date: 'DateWidget',
  datetime: 'DateTimeWidget',
  'date-time': 'DateTimeWidget',
  'data-url': 'FileWidget',
  file: 'FileWidget',
  files: 'FileWidget',
  password: 'PasswordWidget',
  range: 'RangeWidget',
  time: 'TimeWidget',
  updown: 'UpDownWidget',
  uri: 'URLWidget',
};

const NODE_MODULES = '/node_modules/';

/** The names a layout gives to rjsf (`"ui:widget"`, `"ui:field"` and the like) that the build leaves out. */
export function udeladteNavne(opstilling: string): string[] {
  const navne = Array.from(opstilling.matchAll(/"ui:(?:widget|field)"\s*:\s*"([^"]+)"/g), (m) => m[1] ?? '');
  return [...new Set(navne.filter((navn) => Object.hasOwn(UDELADT_I_OPSTILLING, navn)))];
}

/**
 * Drops those defaults from the registries, so the browser does not load them with every form
 * (rjsf's packages have no side effects, so what a registry no longer names is left out). An
 * entry that is not where it was (a new rjsf) fails the build rather than being kept unnoticed,
 * and so does a layout naming what is left out.
 */
export function rjsfStandarder(schemaDir: string): Plugin {
  return {
    name: 'fond:rjsf-standarder',
    apply: 'build',
    buildStart() {
      for (const navn of readdirSync(schemaDir).filter((n) => n.endsWith('.ui.json'))) {
        const [brugt] = udeladteNavne(readFileSync(join(schemaDir, navn), 'utf8'));
        if (brugt)
          this.error(
            `${navn} bruger rjsf's ${UDELADT_I_OPSTILLING[brugt]}, som web-appen er bygget uden (web/vite-plugin-rjsf-standarder.ts)`,
          );
      }
    },
    transform(kode, id) {
      const fil = id.includes(NODE_MODULES) ? id.slice(id.lastIndexOf(NODE_MODULES) + NODE_MODULES.length) : undefined;
      const udeladte: readonly string[] | undefined = fil && fil in UDELADT ? UDELADT[fil as keyof typeof UDELADT] : undefined;
      if (!udeladte) return undefined;
      let ny = kode;
      for (const navn of udeladte) {
        const linje = new RegExp(`^\\s+${navn}(: [\\w()]+)?,\\n`, 'm');
        if (!linje.test(ny)) this.error(`${navn} findes ikke længere i ${fil}`);
        ny = ny.replace(linje, '');
      }
      return { code: ny, map: null };
    },
  };
}
