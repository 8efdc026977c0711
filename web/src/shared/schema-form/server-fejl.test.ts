import { describe, expect, it } from 'vitest';
import { serverFejlSomErrorSchema } from './server-fejl';

describe('serverFejlSomErrorSchema', () => {
  it('puts each message under the field its JSON Pointer names', () => {
    const fejl = [
      { path: '/key', message: 'Nøgle har ikke korrekt format.' },
      { path: '/medarbejdere/0/cpr', message: 'CPR-nummer skal angives (10 cifre).' },
      { path: '', message: 'Oplysningerne er ikke udfyldt korrekt.' },
      { path: '', message: '' },
    ];

    expect(serverFejlSomErrorSchema(fejl)).toEqual({
      __errors: ['Oplysningerne er ikke udfyldt korrekt.'],
      key: { __errors: ['Nøgle har ikke korrekt format.'] },
      medarbejdere: { 0: { cpr: { __errors: ['CPR-nummer skal angives (10 cifre).'] } } },
    });
  });
});
