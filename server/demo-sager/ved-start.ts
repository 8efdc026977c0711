/**
 * Whether a start comes with the demo cases (DEMO_SAGER): on the embedded demo start by default; never with
 * NODE_ENV=production; on PostgreSQL only when asked (DEMO_SAGER=true); DEMO_SAGER=false leaves them out (the browser tests' servers).
 */
export function demoSagerVedStart(env: NodeJS.ProcessEnv, production: boolean, databaseUrl: string | undefined): boolean {
  const vaerdi = env['DEMO_SAGER'];
  if (vaerdi !== undefined && vaerdi !== 'true' && vaerdi !== 'false')
    throw new Error(`DEMO_SAGER skal være true eller false (fik '${vaerdi}').`);
  if (production) return false;
  return vaerdi === 'true' || (vaerdi === undefined && !databaseUrl);
}
