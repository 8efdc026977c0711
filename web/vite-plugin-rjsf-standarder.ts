import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * rjsf core's default widgets, templates and fields that no form of ours can reach: the Bootstrap
 * theme (@rjsf/react-bootstrap) replaces the widgets and templates, and the layout-grid fields are
 * only used where a uiSchema names them, which ours do not (checked at build start).
 */
export const UDELADT = {
  'components/widgets/index.js': ['CheckboxWidget', 'CheckboxesWidget', 'RadioWidget', 'RangeWidget', 'SelectWidget', 'TextareaWidget'],
  'components/templates/index.js': [
    'ArrayFieldItemTemplate',
    'ArrayFieldTemplate',
    'BaseInputTemplate',
    'ButtonTemplates',
    'CyclicSchemaExpandTemplate',
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
  'components/fields/index.js': ['LayoutGridField', 'LayoutHeaderField', 'LayoutMultiSchemaField'],
} as const;

const KERNE = '/node_modules/@rjsf/core/lib/';

/**
 * Drops those defaults from rjsf core's registry, so the browser does not load them with every
 * form (@rjsf/core has no side effects, so what the registry no longer names is left out). An
 * entry that is not where it was (a new rjsf) fails the build rather than being kept unnoticed.
 */
export function rjsfStandarder(schemaDir: string): Plugin {
  return {
    name: 'fond:rjsf-standarder',
    apply: 'build',
    buildStart() {
      const layoutFelter: readonly string[] = UDELADT['components/fields/index.js'];
      for (const navn of readdirSync(schemaDir).filter((n) => n.endsWith('.ui.json'))) {
        const brugt = layoutFelter.find((felt) => readFileSync(join(schemaDir, navn), 'utf8').includes(`"${felt}"`));
        if (brugt) this.error(`${navn} bruger rjsf's ${brugt}, som web-appen er bygget uden (web/vite-plugin-rjsf-standarder.ts)`);
      }
    },
    transform(kode, id) {
      const fil = id.includes(KERNE) ? id.slice(id.indexOf(KERNE) + KERNE.length) : undefined;
      const udeladte: readonly string[] | undefined = fil && fil in UDELADT ? UDELADT[fil as keyof typeof UDELADT] : undefined;
      if (!udeladte) return undefined;
      let ny = kode;
      for (const navn of udeladte) {
        const linje = new RegExp(`^\\s+${navn}(: [\\w()]+)?,\\n`, 'm');
        if (!linje.test(ny)) this.error(`${navn} findes ikke længere i @rjsf/core/lib/${fil}`);
        ny = ny.replace(linje, '');
      }
      return { code: ny, map: null };
    },
  };
}
