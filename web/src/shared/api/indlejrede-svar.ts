import { INDLEJREDE_SVAR_ID } from '@contract/indlejrede-svar';
import { jsonIElement } from '../live/data-element';

let svar: Map<string, unknown> | undefined;

/** The answers the server put in the page (server/indlejrede-svar.ts), read once; none when there are none. */
function indlejrede(): Map<string, unknown> {
  svar ??= jsonIElement(INDLEJREDE_SVAR_ID);
  return svar;
}

/** Whether the page still holds an answer no call has taken. */
export function harIndlejredeSvar(): boolean {
  return indlejrede().size > 0;
}

/**
 * The server's answer to a GET of `path` that came with the page, as the API's own answer would be;
 * once only: the first call of a path takes it, and any later one asks the API, so nothing the page
 * shows later is older than its first screen.
 */
export function tagIndlejretSvar(path: string): Response | undefined {
  const alle = indlejrede();
  if (!alle.has(path)) return undefined;
  const body = alle.get(path);
  alle.delete(path);
  return new IndlejretSvar(JSON.stringify(body));
}

/**
 * A 200 whose body reads in a microtask, not through a stream as a Response's does (a task or more):
 * the first screen's render waits for it (foerste-svar.ts), and React goes on with the same render
 * only when what it waited for has settled before it looks again.
 */
class IndlejretSvar extends Response {
  readonly #tekst: string;

  constructor(tekst: string) {
    super(tekst, { status: 200, headers: { 'Content-Type': 'application/json' } });
    this.#tekst = tekst;
  }

  override text(): Promise<string> {
    return Promise.resolve(this.#tekst);
  }

  override json(): Promise<unknown> {
    return this.text().then((tekst) => JSON.parse(tekst) as unknown);
  }
}
