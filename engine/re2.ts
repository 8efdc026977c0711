import type { RegExpEngine } from 'ajv/dist/types/index.js';
import { RE2JS } from 're2js';

/**
 * A linear-time regular expression engine for ajv's `code.regExp` (RE2, in JavaScript): no pattern
 * in a schema can make the server backtrack, whatever the input. RE2 has no lookaround or
 * backreferences, so a schema that uses them does not compile on the server. The browser's
 * precompiled validators keep the native engine; there the length keywords bound the input
 * (engine/moenster.ts).
 */
export const re2: RegExpEngine = Object.assign(
  (pattern: string, flags: string) => {
    const re = RE2JS.compile(RE2JS.translateRegExp(pattern));
    // ajv keys its compiled patterns by toString(), so each needs its own.
    return { test: (tekst: string) => re.test(tekst), toString: () => `/${pattern}/${flags}` };
  },
  // The module standalone code would require; the server compiles its validators at start, never standalone.
  { code: 'require("./engine/re2.ts").re2' },
);
