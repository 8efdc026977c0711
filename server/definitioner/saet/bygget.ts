import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Saet } from './filer';

/** Where the build puts the set it made the web app from, inside the app's folder (vite.config.ts). */
export const BYGGET_SAET = '.vite/definitioner.json';

const byggede = new Map<string, Saet>();

/**
 * The definition set the web app in `webDir` was built from: what the live set is compared with to
 * know what a page brings beside the bundle (web-aendringer.ts). `ellers` for an app built without
 * the record (or none built), read once per folder.
 */
export function byggetSaet(webDir: string, ellers: Saet): Saet {
  let saet = byggede.get(webDir);
  if (!saet) {
    try {
      saet = { version: 0, filer: JSON.parse(readFileSync(join(webDir, BYGGET_SAET), 'utf8')) as Saet['filer'] };
    } catch (fejl) {
      if ((fejl as NodeJS.ErrnoException).code !== 'ENOENT') throw fejl;
      saet = ellers;
    }
    byggede.set(webDir, saet);
  }
  return saet;
}
