import { _, type KeywordCxt, type KeywordDefinition } from 'ajv';

/**
 * `maksUger`: on a period `{fra, til}` of dates YYYY-MM-DD, at most this many weeks of seven days,
 * both ends included. The schema is the one place the limit is written (arbejdsmangel-felter's
 * periode); the browser draws at most that many weeks (engine/uger.ts ugerAtVise, from its bundled schema).
 * A date that is no date is the format's to refuse, so it passes here. Generated as code, so the
 * browser's precompiled validators carry it like the server's.
 */
export const maksUger: KeywordDefinition = {
  keyword: 'maksUger',
  type: 'object',
  schemaType: 'number',
  error: { message: ({ schemaCode }) => _`"must NOT be longer than " + ${schemaCode} + " weeks"` },
  code(cxt: KeywordCxt) {
    const { data, schemaCode, gen } = cxt;
    const dage = gen.let(
      'dage',
      _`(Date.parse(String(${data}.til).slice(0, 10)) - Date.parse(String(${data}.fra).slice(0, 10))) / 864e5 + 1`,
    );
    // NaN (a missing or malformed date) compares false, so it is not this keyword's fault.
    cxt.fail(_`${dage} > ${schemaCode} * 7`);
  },
};
