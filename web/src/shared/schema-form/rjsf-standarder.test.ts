import { getDefaultRegistry } from '@rjsf/core';
import { generateTemplates, generateWidgets } from '@rjsf/react-bootstrap';
import { describe, expect, it } from 'vitest';
import { UDELADT } from '../../../vite-plugin-rjsf-standarder';

// The build leaves these rjsf defaults out; the forms must get every one of them from the theme.
describe("rjsf core's defaults the build leaves out", () => {
  it('are all widgets and templates the Bootstrap theme replaces', () => {
    const widgets = generateWidgets();
    const templates = generateTemplates();
    for (const navn of UDELADT['components/widgets/index.js']) expect(widgets, navn).toHaveProperty(navn);
    for (const navn of UDELADT['components/templates/index.js']) expect(templates, navn).toHaveProperty(navn);
    const kerneKnapper = Object.keys(getDefaultRegistry().templates.ButtonTemplates);
    expect(kerneKnapper.length).toBeGreaterThan(0);
    expect(Object.keys(templates.ButtonTemplates ?? {})).toEqual(expect.arrayContaining(kerneKnapper));
  });

  it('are named as rjsf core names them, so the build can find them', () => {
    const { fields, templates, widgets } = getDefaultRegistry();
    const alle = {
      'components/widgets/index.js': widgets,
      'components/templates/index.js': templates,
      'components/fields/index.js': fields,
    };
    for (const [fil, navne] of Object.entries(UDELADT)) {
      for (const navn of navne) expect(alle[fil as keyof typeof alle], navn).toHaveProperty(navn);
    }
  });
});
