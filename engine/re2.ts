import type { RegExpEngine } from 'ajv/dist/types/index.js';
import { RE2JS } from 're2js';

// JavaScript's \s (Unicode white space and the BOM); RE2's knows ASCII only.
const JS_MELLEMRUM = '\\t\\n\\v\\f\\r \\x{a0}\\x{1680}\\x{2000}-\\x{200a}\\x{2028}\\x{2029}\\x{202f}\\x{205f}\\x{3000}\\x{feff}';

/**
 * The pattern with \s and \S meaning what they mean in the browser's engine, so a value is judged
 * alike on both sides. Inside a character class \s becomes the characters; \S stays RE2's there (a
 * negation cannot sit inside a class), which no schema uses.
 */
export function somIBrowseren(pattern: string): string {
  let ud = '';
  let iKlasse = false;
  for (let i = 0; i < pattern.length; i++) {
    const tegn = pattern[i];
    if (tegn === '\\') {
      const naeste = pattern[i + 1] ?? '';
      i += 1;
      if (naeste === 's') ud += iKlasse ? JS_MELLEMRUM : `[${JS_MELLEMRUM}]`;
      else if (naeste === 'S' && !iKlasse) ud += `[^${JS_MELLEMRUM}]`;
      else ud += tegn + naeste;
      continue;
    }
    // As in JavaScript, the first unescaped ']' ends the class (`[]` is an empty one).
    if (tegn === '[') iKlasse = true;
    else if (tegn === ']') iKlasse = false;
    ud += tegn;
  }
  return ud;
}

/**
 * A linear-time regular expression engine for ajv's `code.regExp` (RE2, in JavaScript): no pattern
 * in a schema can make the server backtrack, whatever the input. RE2 has no lookaround or
 * backreferences, so a schema that uses them does not compile on the server. The browser's
 * precompiled validators keep the native engine; there the length keywords bound the input
 * (engine/moenster.ts).
 */
export const re2: RegExpEngine = Object.assign(
  (pattern: string, flags: string) => {
    const re = RE2JS.compile(RE2JS.translateRegExp(somIBrowseren(pattern)));
    // ajv keys its compiled patterns by toString(), so each needs its own.
    return { test: (tekst: string) => re.test(tekst), toString: () => `/${pattern}/${flags}` };
  },
  // The module standalone code would require; the server compiles its validators at start, never standalone.
  { code: 'require("./engine/re2.ts").re2' },
);
