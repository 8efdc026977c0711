import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * rjsf's default widgets, templates and fields that no form of ours can reach, by the registry
 * file that names them. In core: the Bootstrap theme (@rjsf/react-bootstrap) replaces the widgets
 * and templates, and the layout-grid fields are only used where a uiSchema names them, which ours
 * do not (checked at build start). In the theme: the field errors our registry replaces
 * (schema-form/widgets/index.ts; its other templates wrap the theme's), the error list above the
 * form, which SchemaForm never shows (showErrorList={false}), and the expander of a recursive
 * schema, whose Bootstrap alert (with its fade transition) every form brought: core's plain one serves.
 */
export const UDELADT = {
  '@rjsf/react-bootstrap/lib/Templates/Templates.js': ['CyclicSchemaExpandTemplate', 'ErrorListTemplate', 'FieldErrorTemplate'],
  '@rjsf/core/lib/components/widgets/index.js': [
    'CheckboxWidget',
    'CheckboxesWidget',
    'RadioWidget',
    'RangeWidget',
    'SelectWidget',
    'TextareaWidget',
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
  '@rjsf/core/lib/components/fields/index.js': ['LayoutGridField', 'LayoutHeaderField', 'LayoutMultiSchemaField'],
} as const;

const NODE_MODULES = '/node_modules/';

/**
 * Drops those defaults from the registries, so the browser does not load them with every form
 * (rjsf's packages have no side effects, so what a registry no longer names is left out). An
 * entry that is not where it was (a new rjsf) fails the build rather than being kept unnoticed.
 */
export function rjsfStandarder(schemaDir: string): Plugin {
  return {
    name: 'fond:rjsf-standarder',
    apply: 'build',
    buildStart() {
      const layoutFelter: readonly string[] = UDELADT['@rjsf/core/lib/components/fields/index.js'];
      for (const navn of readdirSync(schemaDir).filter((n) => n.endsWith('.ui.json'))) {
        const brugt = layoutFelter.find((felt) => readFileSync(join(schemaDir, navn), 'utf8').includes(`"${felt}"`));
        if (brugt) this.error(`${navn} bruger rjsf's ${brugt}, som web-appen er bygget uden (web/vite-plugin-rjsf-standarder.ts)`);
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
