import type { RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { feltIdKandidater, opsummeredeFejl, opsummeringsOverskrift, stadigGaeldende } from './opsummerede-fejl';

const fejl = (property: string, message: string): RJSFValidationError => ({ property, message, stack: message });

describe('opsummeredeFejl', () => {
  it('lists each message once, at the first field that has it, server messages first', () => {
    const linjer = opsummeredeFejl(
      [
        fejl('.betaling.registreringsnummer', 'Kontooplysninger er ikke angivet korrekt.'),
        fejl('.betaling.kontonummer', 'Kontooplysninger er ikke angivet korrekt.'),
        fejl('.deltagelser.0.pris', 'Pris er ikke angivet korrekt.'),
      ],
      [{ path: '/fakturanummer', message: 'Der er allerede anmodet om forudbetaling af faktura 17 fra denne leverandør.' }],
    );
    expect(linjer).toEqual([
      { sti: '/fakturanummer', besked: 'Der er allerede anmodet om forudbetaling af faktura 17 fra denne leverandør.' },
      { sti: '/betaling/registreringsnummer', besked: 'Kontooplysninger er ikke angivet korrekt.' },
      { sti: '/deltagelser/0/pris', besked: 'Pris er ikke angivet korrekt.' },
    ]);
  });

  it('drops empty messages', () => {
    expect(opsummeredeFejl([fejl('.a', '')])).toEqual([]);
  });
});

describe('stadigGaeldende', () => {
  it('keeps only the lines whose message the form still shows', () => {
    const linjer = [
      { sti: '/a', besked: 'A' },
      { sti: '/b', besked: 'B' },
    ];
    expect(stadigGaeldende(linjer, new Set(['B', 'C']))).toEqual([{ sti: '/b', besked: 'B' }]);
  });
});

describe('opsummeringsOverskrift', () => {
  it('counts the errors', () => {
    expect(opsummeringsOverskrift(1)).toBe('Der er 1 fejl');
    expect(opsummeringsOverskrift(3)).toBe('Der er 3 fejl');
  });
});

describe('feltIdKandidater', () => {
  it("gives rjsf's id of the field, then of each parent", () => {
    expect(feltIdKandidater('/deltagelser/0/periode/startdato')).toEqual([
      'root_deltagelser_0_periode_startdato',
      'root_deltagelser_0_periode',
      'root_deltagelser_0',
      'root_deltagelser',
      'root',
    ]);
    expect(feltIdKandidater('')).toEqual(['root']);
  });
});
