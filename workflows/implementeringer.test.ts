import { describe, expect, it, vi } from 'vitest';
import { forudbetalingWizard } from './forudbetaling-wizard';
import { implementeringer } from './implementeringer';
import { outlookJournalisering } from './outlook-journalisering';

const navne = (o: object | undefined) => Object.keys(o ?? {}).sort();

describe('implementeringer', () => {
  it.each([
    ['forudbetaling-wizard', forudbetalingWizard({ indsend: vi.fn(), erGyldig: vi.fn() })],
    ['outlook-journalisering', outlookJournalisering({ ventPaaOutlook: vi.fn(), laesEmne: vi.fn(), journaliser: vi.fn() })],
  ])('lists exactly what the code of %s implements', (id, machine) => {
    const liste = implementeringer[id]!;
    expect(navne(machine.implementations.guards)).toEqual([...liste.guards].sort());
    expect(navne(machine.implementations.actions)).toEqual([...liste.actions].sort());
    expect(navne(machine.implementations.actors)).toEqual([...liste.actors].sort());
  });
});
