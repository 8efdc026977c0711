import { fullFormats } from 'ajv-formats/dist/formats.js';
import { formater } from './index';

/**
 * Every format the server's ajv knows (ajv-formats' full set and the project's own), as one module:
 * the validators precompiled for the browser (web/vite-plugin-validators.ts) import their formats from here.
 */
const formats: Record<string, unknown> = { ...fullFormats, ...formater };

export default formats;
