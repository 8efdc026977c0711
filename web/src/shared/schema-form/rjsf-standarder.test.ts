import { getDefaultRegistry } from '@rjsf/core';
import { generateTemplates, generateWidgets } from '@rjsf/react-bootstrap';
import { describe, expect, it } from 'vitest';
import { UDELADT } from '../../../vite-plugin-rjsf-standarder';
import { templates as egne } from './widgets';

// The build leaves these rjsf defaults out; the forms must get every one of them elsewhere.
describe('the rjsf defaults the build leaves out', () => {
  it("of core's are all widgets and templates the Bootstrap theme replaces", () => {
    const widgets = generateWidgets();
    const templates = generateTemplates();
    for (const navn of UDELADT['@rjsf/core/lib/components/widgets/index.js']) expect(widgets, navn).toHaveProperty(navn);
    for (const navn of UDELADT['@rjsf/core/lib/components/templates/index.js']) expect(templates, navn).toHaveProperty(navn);
    const kerneKnapper = Object.keys(getDefaultRegistry().templates.ButtonTemplates);
    expect(kerneKnapper.length).toBeGreaterThan(0);
    expect(Object.keys(templates.ButtonTemplates ?? {})).toEqual(expect.arrayContaining(kerneKnapper));
  });

  it("of the theme's are replaced by our registry or core's, or never shown (the error list above the form)", () => {
    const kernens: readonly string[] = UDELADT['@rjsf/core/lib/components/templates/index.js'];
    const temaets = UDELADT['@rjsf/react-bootstrap/lib/Templates/Templates.js'].filter((navn) => navn !== 'ErrorListTemplate');
    for (const navn of temaets)
      expect(navn in egne || (navn in getDefaultRegistry().templates && !kernens.includes(navn)), navn).toBe(true);
  });

  it('are named as rjsf names them, so the build can find them', () => {
    const { fields, templates, widgets } = getDefaultRegistry();
    const alle: Record<keyof typeof UDELADT, object> = {
      '@rjsf/react-bootstrap/lib/Templates/Templates.js': generateTemplates(),
      '@rjsf/core/lib/components/widgets/index.js': widgets,
      '@rjsf/core/lib/components/templates/index.js': templates,
      '@rjsf/core/lib/components/fields/index.js': fields,
    };
    for (const [fil, navne] of Object.entries(UDELADT)) {
      for (const navn of navne) expect(alle[fil as keyof typeof UDELADT], navn).toHaveProperty(navn);
    }
  });
});
