import { getDefaultRegistry } from '@rjsf/core';
import { describe, expect, it } from 'vitest';
import { UDELADT, UDELADT_I_OPSTILLING, UDEN_ERSTATNING, udeladteNavne } from '../../../vite-plugin-rjsf-standarder';
import { kernefelter } from './kernefelter';
import { temaSkabeloner, temaWidgets } from './tema';
import { templates as egne } from './widgets';

// The build leaves these rjsf defaults out; the forms must get every one of them elsewhere.
describe('the rjsf defaults the build leaves out', () => {
  it("of core's widgets are replaced by the forms' look, or are on the list of those no layout may name", () => {
    const uden: readonly string[] = UDEN_ERSTATNING;
    for (const navn of UDELADT['@rjsf/core/lib/components/widgets/index.js'])
      expect(navn in temaWidgets || uden.includes(navn), navn).toBe(true);
    for (const navn of uden) expect(temaWidgets, navn).not.toHaveProperty(navn);
  });

  it("of core's templates are replaced by the forms' look or our registry, or never shown (the error list, the layout grid's)", () => {
    const aldrigVist = ['ErrorListTemplate', 'GridTemplate'];
    for (const navn of UDELADT['@rjsf/core/lib/components/templates/index.js'])
      expect(navn in temaSkabeloner || navn in egne || aldrigVist.includes(navn), navn).toBe(true);
    const kerneKnapper = Object.keys(getDefaultRegistry().templates.ButtonTemplates);
    expect(kerneKnapper.length).toBeGreaterThan(0);
    expect(Object.keys(temaSkabeloner.ButtonTemplates ?? {})).toEqual(expect.arrayContaining(kerneKnapper));
  });

  it("of core's fields are the layout grid's, which no layout may name, or come with the forms that render them", () => {
    for (const navn of UDELADT['@rjsf/core/lib/components/fields/index.js'])
      expect(navn.startsWith('Layout') || navn in kernefelter(), navn).toBe(true);
  });

  it('are named as rjsf names them, so the build can find them', () => {
    const { fields, templates, widgets } = getDefaultRegistry();
    const alle: Record<keyof typeof UDELADT, object> = {
      '@rjsf/core/lib/components/widgets/index.js': widgets,
      '@rjsf/core/lib/components/templates/index.js': templates,
      '@rjsf/core/lib/components/fields/index.js': fields,
    };
    for (const [fil, navne] of Object.entries(UDELADT)) {
      for (const navn of navne) expect(alle[fil as keyof typeof UDELADT], navn).toHaveProperty(navn);
    }
  });

  it('may not be named by a layout, which the build then refuses', () => {
    for (const widget of Object.values(UDELADT_I_OPSTILLING))
      expect(UDEN_ERSTATNING.some((w) => w === widget) || widget.startsWith('Layout'), widget).toBe(true);
    expect(udeladteNavne('{"a": {"ui:widget": "range"}, "b": {"ui:field": "LayoutGridField"}, "c": {"ui:widget": "radio"}}')).toEqual([
      'range',
      'LayoutGridField',
    ]);
    expect(udeladteNavne('{"a": {"ui:widget": "textarea"}, "b": {"ui:widget": "begraenset-tekst"}}')).toEqual([]);
  });
});
