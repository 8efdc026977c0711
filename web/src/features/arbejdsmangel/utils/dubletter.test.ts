import { describe, expect, it } from 'vitest';
import { dubletFejl, medSammeCpr } from './dubletter';

const anna = { navn: 'Anna Hansen', cpr: '020290-1234' };
const bo = { navn: 'Bo Berg', cpr: '0303852345' };

describe('medSammeCpr', () => {
  it('finds the employee with the same CPR number, typed with or without the hyphen', () => {
    expect(medSammeCpr('0202901234', [bo, anna])).toBe(anna);
    expect(medSammeCpr('030385-2345', [bo, anna])).toBe(bo);
    expect(medSammeCpr(' 020290-1234 ', [anna])).toBe(anna);
  });

  it('finds no one for another number, or for none', () => {
    expect(medSammeCpr('020290-1235', [anna, bo])).toBeUndefined();
    expect(medSammeCpr('', [{ navn: 'Uden CPR', cpr: '' }])).toBeUndefined();
    expect(medSammeCpr(undefined, [anna])).toBeUndefined();
  });
});

describe('dubletFejl', () => {
  it('puts the message on each later entry of a person, where the server puts it', () => {
    expect(dubletFejl([anna, bo, { navn: 'Anna H.', cpr: '0202901234' }, { navn: 'Bo', cpr: '030385-2345' }])).toEqual([
      { path: '/medarbejdere/2/cpr', message: 'Der er allerede en medarbejder med dette CPR-nummer på ansøgningen.' },
      { path: '/medarbejdere/3/cpr', message: 'Der er allerede en medarbejder med dette CPR-nummer på ansøgningen.' },
    ]);
  });

  it('finds nothing among different people', () => {
    expect(dubletFejl([anna, bo])).toEqual([]);
    expect(dubletFejl(undefined)).toEqual([]);
  });
});
