import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../engine/ajv';
import { bundleAll } from '../engine/bundle';
import formats from '../engine/formats/precompiled';
import { re2 } from '../engine/re2';
import { KUN_UD } from '../server/definitioner/tjek-laengder';
import { schemasI } from '../server/validation/validator';

type Schema = Record<string, unknown>;
const erObjekt = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

const BUDGET_MS = 50;
const rå = schemasI() as Schema[];
const schemas = bundleAll(rå);

/** Every `pattern` of a schema, with the path of the schema it sits in (under `if` and `not` too) and that schema's length. */
function moenstre(node: unknown, dele: string[] = []): { dele: string[]; pattern: string; laengde: unknown }[] {
  if (Array.isArray(node)) return node.flatMap((v, i) => moenstre(v, [...dele, String(i)]));
  if (!erObjekt(node)) return [];
  const laengde = node['maxTegn'] ?? node['maxLength'];
  const egne = typeof node['pattern'] === 'string' ? [{ dele, pattern: node['pattern'], laengde }] : [];
  const under = Object.entries(node).flatMap(([k, v]) =>
    ['errorMessage', 'examples', 'default', 'enum', 'const'].includes(k) ? [] : moenstre(v, [...dele, k]),
  );
  return [...egne, ...under];
}

/** Where the token that starts at i ends: an escape, a character class, a group (with classes inside), or one character. */
function tokenSlut(p: string, i: number): number {
  const klasseSlut = (j: number) => {
    j += p[j + 1] === '^' ? 2 : 1;
    if (p[j] === ']') j++;
    while (p[j] !== ']') j += p[j] === '\\' ? 2 : 1;
    return j + 1;
  };
  if (p[i] === '\\') return /[pP]/.test(p[i + 1] ?? '') ? p.indexOf('}', i) + 1 : i + 2;
  if (p[i] === '[') return klasseSlut(i);
  if (p[i] !== '(') return i + 1;
  let dybde = 0;
  do {
    if (p[i] === '\\') i += 2;
    else if (p[i] === '[') i = klasseSlut(i);
    else {
      dybde += p[i] === '(' ? 1 : p[i] === ')' ? -1 : 0;
      i++;
    }
  } while (dybde > 0);
  return i;
}

/** The repeated parts of a pattern (`x*`, `[…]+`, `(…){0,4}`, also inside groups), each with the pattern before it. */
function gentagelser(p: string, foran: string[] = ['']): { foran: string[]; enhed: string }[] {
  // An unanchored pattern is tried at every start: runs of what it matches whole, too.
  const fund: { foran: string[]; enhed: string }[] = p.startsWith('^') ? [] : [{ foran, enhed: p }];
  for (let i = 0; i < p.length;) {
    const slut = tokenSlut(p, i);
    const token = p.slice(i, slut);
    const kvantor = /^(?:[*+?]|\{\d+(?:,\d*)?\})/.exec(p.slice(slut))?.[0] ?? '';
    const forStart = [...new Set(foran.flatMap((f) => eksempler(p.slice(0, i), 2).map((e) => f + e)))];
    if (kvantor && kvantor !== '?') fund.push({ foran: forStart, enhed: token });
    // Inside a group the run may be of one of its parts.
    if (token.startsWith('(') && !token.startsWith('(?')) fund.push(...gentagelser(token.slice(1, -1), forStart));
    i = slut + kvantor.length;
  }
  return fund;
}

/** A few strings the (part of a) pattern matches whole, always the same ones. */
function eksempler(p: string, antal: number): string[] {
  if (p === '' || p === '^') return [''];
  return fc.sample(fc.stringMatching(new RegExp(`^(?:${p.replace(/^\^/, '')})$`, 'u')), { numRuns: antal, seed: 33 });
}

// Characters most patterns refuse somewhere, and runs that generated samples may miss.
const AFVIST = ['x', '\n', ';'];
const ALFABET = ['1', 'a', 'Z', ' ', '-', '.', '/', ':', ';', '=', '(', '+', '{', 'æ', '\u3164'];

/**
 * Adversarial strings of exactly the pattern's length limit: something the pattern accepts up to a
 * repeated part, then long runs of what that part accepts, then a character it may refuse. At
 * megabyte limits (a data URI) fewer of them, so the test stays quick.
 */
function angreb(pattern: string, graense: number): string[] {
  const stor = graense > 100_000;
  const strenge = new Set<string>();
  for (const { foran, enhed } of gentagelser(pattern)) {
    const enheder = [...eksempler(enhed, stor ? 2 : 5), ...(stor ? [] : ALFABET)].filter((e) => e !== '');
    for (const start of foran.slice(0, stor ? 1 : 2)) {
      for (const e of enheder) {
        const plads = Math.max(graense - [...start].length - 1, 0);
        const run = e.repeat(Math.ceil(plads / e.length));
        // By characters, so a maxLength is met exactly; a megabyte run has none beyond the BMP.
        const afkortet = stor ? run.slice(0, plads) : [...run].slice(0, plads).join('');
        for (const slut of AFVIST.slice(0, stor ? 2 : AFVIST.length)) strenge.add(start + afkortet + slut);
      }
    }
  }
  return [...strenge];
}

/** The fastest of up to three runs, in ms: a busy machine can slow one; backtracking slows each. */
function tid(koer: () => unknown): number {
  let bedst = Infinity;
  for (let i = 0; i < 3 && bedst > BUDGET_MS; i++) {
    const start = performance.now();
    koer();
    bedst = Math.min(bedst, performance.now() - start);
  }
  return bedst;
}

const alle = schemas.flatMap((s) =>
  moenstre(s).map(({ dele, pattern, laengde }) => ({
    hvor: `${String(s['$id'])}#/${dele.join('/')}`,
    dele,
    pattern,
    laengde: typeof laengde === 'number' ? laengde : undefined,
  })),
);
// A pattern at one limit is timed once, wherever it is used.
const forskellige = [...new Map(alle.map((m) => [`${m.pattern} ${m.laengde}`, m])).values()];
/** Where a pattern takes longer than the budget on one of its adversarial strings, in an engine. */
function langsomme(
  moenstre: { hvor: string; pattern: string; laengde: number | undefined }[],
  motor: (pattern: string) => { test(s: string): boolean },
): string[] {
  const fund: string[] = [];
  for (const { hvor, pattern, laengde } of moenstre) {
    const re = motor(pattern);
    for (const s of angreb(pattern, laengde ?? 0)) {
      const ms = tid(() => re.test(s));
      if (ms > BUDGET_MS) fund.push(`${hvor} ${pattern}: ${Math.round(ms)} ms on ${JSON.stringify(s.slice(0, 30))}… (${s.length})`);
    }
  }
  return fund;
}

// Issue 33: 80,000 digits and an x held the server for seconds in the phone number's pattern.
describe('every pattern in schemas/ against adversarial input', () => {
  it('finds the patterns, each with a length limit for its value', () => {
    expect(alle.length).toBeGreaterThan(30);
    expect(alle.filter((m) => m.laengde === undefined).map((m) => m.hvor)).toEqual([]);
  });

  it('compiles every schema on the server, whose patterns run in RE2 (no lookaround, no backreferences)', () => {
    const ajv = createAjv(rå);
    for (const s of schemas) expect(() => ajv.getSchema(String(s['$id']))).not.toThrow();
  });

  it.each([
    ['the browser (native, at the length limit)', (p: string) => new RegExp(p, 'u')],
    ['the server (RE2, at the length limit)', (p: string) => re2(p, 'u')],
  ])(`takes under ${BUDGET_MS} ms per string in %s`, (_hvor, motor) => expect(langsomme(forskellige, motor)).toEqual([]), 120_000);

  it('judges every pattern alike in the browser and on the server', () => {
    const uenige: string[] = [];
    for (const { hvor, pattern } of new Map(alle.map((m) => [m.pattern, m])).values()) {
      const [browser, server] = [new RegExp(pattern, 'u'), re2(pattern, 'u')];
      const tekster = eksempler(pattern, 20).flatMap((e) => [e, `${e}x`, ` ${e}`, `${e}\u3000`, e.replace(/\d/g, '٣'), e.slice(1)]);
      for (const t of [...tekster, '', ' ', '\u3000', '\u00a0', '\u3164', 'æøå', '12345678']) {
        if (browser.test(t) !== server.test(t)) uenige.push(`${hvor} ${pattern} on ${JSON.stringify(t)}`);
      }
    }
    expect(uenige).toEqual([]);
  });

  it('finds the runs that made the phone pattern backtrack, so it would catch them', () => {
    const telefon = angreb('^[+0-9 ()-]*[0-9][+0-9 ()-]*$', 30);
    expect(telefon).toContain(`${'1'.repeat(29)}x`);
    const uri = angreb('^data:(application/pdf|image/png|image/jpeg)(;[a-zA-Z0-9-]{1,40}=[^;,]{0,250}){0,4};base64,', 1000);
    expect(uri.some((s) => /^data:[a-z/]+(;[^;]+){20}/.test(s))).toBe(true);
  });
});

/** Every format a schema names (an errorMessage's `format` is a message, not a name). */
function formatNavne(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(formatNavne);
  if (!erObjekt(node)) return [];
  return Object.entries(node).flatMap(([k, v]) =>
    k === 'errorMessage' ? [] : k === 'format' && typeof v === 'string' ? [v] : formatNavne(v),
  );
}

// Ajv checks a format whatever the length (a date needs no maxLength: schemas/laengder.test.ts), so
// each must read a long string in linear time, in the browser as on the server (the same functions).
describe('every format in schemas/ against adversarial input', () => {
  // Answers and webhook events are only sent (date-time is there alone): their formats never read input.
  const navne = [...new Set(schemas.filter((s) => !KUN_UD.has(s['$id'])).flatMap(formatNavne))];
  const starter = ['', '2026-01-01', '2026-01-01T', '2026-01-01T10:00:00', 'a@', 'a@a.', '010101-', '1234567'];
  const enheder = ['1', 'a', '-', '.', ':', '@', 'T', ' ', 'a.', 'a-', '1-', 'æ'];

  it('finds the formats of the input schemas', () => expect(navne.sort()).toEqual(['cpr', 'cvr-kontrolciffer', 'dato', 'email']));

  it.each(navne)(`checks %s in under ${BUDGET_MS} ms on 100,000 characters`, (navn) => {
    const format = formats[navn] as RegExp | ((s: string) => boolean) | { validate: RegExp | ((s: string) => boolean) };
    const validate = format instanceof RegExp || typeof format === 'function' ? format : format.validate;
    const test = (s: string) => (validate instanceof RegExp ? validate.test(s) : validate(s));
    const fund: string[] = [];
    for (const start of starter) {
      for (const enhed of enheder) {
        for (const slut of ['x', '!', '']) {
          const s = start + enhed.repeat(100_000 / enhed.length) + slut;
          const ms = tid(() => test(s));
          if (ms > BUDGET_MS) fund.push(`${Math.round(ms)} ms on ${JSON.stringify(s.slice(0, 30))}…`);
        }
      }
    }
    expect(fund).toEqual([]);
  });
});
