import { describe, expect, it } from 'vitest';
import { efterKontrol, medAfledteTrin, schemaerFoer, trinTilstande, type WizardConfig } from './wizard-trin';

const config: WizardConfig = {
  states: {
    a: { meta: { titel: 'A', schema: 'skema-a' }, on: { FORTSAET: [{ guard: 'trinErGyldigt', target: 'b', actions: 'markerForsoegt' }] } },
    b: { meta: { titel: 'B', schema: 'skema-b' }, on: { TILBAGE: { target: 'a' } } },
    kontrol: { meta: { titel: 'Kontrol' } },
    c: { meta: { titel: 'C', schema: 'skema-c' } },
    sender: { meta: { visesSom: 'c' } },
    slut: { meta: { titel: 'Slut' }, type: 'final' },
  },
};

describe('wizard-trin', () => {
  it('lists the titled states as steps, in order, without the final one', () => {
    expect(trinTilstande(config)).toEqual(['a', 'b', 'kontrol', 'c']);
  });

  it('names the schemas of the form steps before a step, all of them for one it does not know', () => {
    expect(schemaerFoer(config, 'a')).toEqual([]);
    expect(schemaerFoer(config, 'kontrol')).toEqual(['skema-a', 'skema-b']);
    expect(schemaerFoer(config, 'c')).toEqual(['skema-a', 'skema-b']);
    expect(schemaerFoer(config, 'ukendt')).toEqual(['skema-a', 'skema-b', 'skema-c']);
  });

  it('puts a step after the check page only when a step without a form comes before it', () => {
    expect(efterKontrol(config, 'b')).toBe(false);
    expect(efterKontrol(config, 'kontrol')).toBe(false);
    expect(efterKontrol(config, 'c')).toBe(true);
  });

  it('adds a way to every step by its address and fills in the step of a bare guard and action', () => {
    const afledt = medAfledteTrin(config);
    expect(afledt.on?.['GAA_TIL']).toEqual([
      { guard: { type: 'kanGaaTil', params: { trin: 'a', kontrolSet: false } }, target: '.a' },
      { guard: { type: 'kanGaaTil', params: { trin: 'b', kontrolSet: false } }, target: '.b' },
      { guard: { type: 'kanGaaTil', params: { trin: 'kontrol', kontrolSet: false } }, target: '.kontrol' },
      { guard: { type: 'kanGaaTil', params: { trin: 'c', kontrolSet: true } }, target: '.c' },
    ]);
    expect(afledt.states['a']?.on?.['FORTSAET']).toEqual([
      {
        guard: { type: 'trinErGyldigt', params: { schema: 'skema-a' } },
        target: 'b',
        actions: { type: 'markerForsoegt', params: { trin: 'a' } },
      },
    ]);
    expect(afledt.states['b']?.on?.['TILBAGE']).toEqual({ target: 'a' });
    expect(config.on).toBeUndefined();
  });
});
