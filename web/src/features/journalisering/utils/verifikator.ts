const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A secret only this task pane knows (32 random bytes, base64url): the code from the dialog is worth nothing without it. */
export function nyVerifikator(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** What the dialog may carry in its URL: base64url(SHA-256(verifikator)), as the server checks it. */
export async function udfordringAf(verifikator: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifikator))));
}
