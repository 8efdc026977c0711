import { describe, expect, it } from 'vitest';
import tekster from '../content/tekster.json';
import { t, type TekstNoegle } from '../engine/alle-tekster';
import wizard from '../workflows/forudbetaling-wizard.machine.json';
import opretUi from './arbejdsmangel-opret.ui.json';

/** The guidance the prepayment wizard shows on a step: the fixed text its `meta.vejledning` names. */
function trinVejledning(trin: keyof typeof wizard.states): string {
  const meta = (wizard.states[trin] as { meta?: { vejledning?: string } }).meta;
  return meta?.vejledning ? t(meta.vejledning as TekstNoegle) : '';
}

/** The text the employer's form shows above the section holding this field (its `tekst`, from content/tekster.json). */
function sektionsTekst(felt: string): string {
  const sektion = opretUi['ui:sektioner'].find((s) => s.felter.includes(felt)) as { tekst?: string } | undefined;
  return sektion?.tekst ? ((tekster as Record<string, { indhold: string }>)[sektion.tekst]?.indhold ?? '') : '';
}

/** A sentence that says what the word means: '(Et) tilskud er …', 'VEU betyder …'. */
const forklarer = (ord: string) => new RegExp(`(^|[\\s.])(et |din |den )?${ord}\\w* (er|betyder)[ ,]`, 'i');

// Issue 36: words only staff know get a plain explanation where citizens meet them.
describe('the citizen screens explain the staff words in their help texts', () => {
  it.each([
    { ord: 'tilskud', sted: "the wizard's course step", tekst: () => trinVejledning('tilskud') },
    { ord: 'deltagelse', sted: "the wizard's price and period step", tekst: () => trinVejledning('deltagelse') },
    { ord: 'enighed', sted: "the employer form's section on agreement", tekst: () => sektionsTekst('enighed') },
    { ord: 'VEU', sted: "the employer form's section on employees", tekst: () => sektionsTekst('medarbejdere') },
  ])('explains $ord in $sted', ({ ord, tekst }) => {
    expect(tekst()).toMatch(forklarer(ord));
  });
});
