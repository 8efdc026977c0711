/**
 * What each wizard sends when it is submitted, as its code builds the body: the $id of the request's
 * schema, the fields of the draft the code makes the body's own from (`kladdeFelter`), and the body
 * fields it makes of them (`bodyFelter`). Every other field a step collects travels as it is, at the
 * top of the body (web/src/features/forudbetaling/utils/til-opret-body.ts): the definitions check
 * holds the steps and the request's schema to that (server/definitioner/tjek-trin.ts).
 */
export const WIZARD_INDSENDELSER: Readonly<
  Record<string, { schema: string; kladdeFelter: readonly string[]; bodyFelter: readonly string[] }>
> = {
  'forudbetaling-wizard': {
    schema: 'forudbetaling-opret',
    kladdeFelter: ['deltagelser', 'fakturaoplysninger', 'betingelserAccepteret'],
    bodyFelter: ['status', 'deltagelser', 'faktura'],
  },
};
