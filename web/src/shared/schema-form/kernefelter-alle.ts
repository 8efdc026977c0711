/** Both of rjsf's fields that forms load apart (kernefelter.ts), for a form whose validator did not bring the one it renders. */
export { default as ArrayField } from '@rjsf/core/lib/components/fields/ArrayField.js';
export { default as MultiSchemaField } from '@rjsf/core/lib/components/fields/MultiSchemaField.js';
