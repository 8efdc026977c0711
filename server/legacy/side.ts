import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

/** The frame of the server-rendered pages outside the SPA (login, legacy pages): Danish, Bootstrap, no inline code. */
export function side(titel: string, indhold: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
    <html lang="da">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${titel} – Fondsportalen</title>
        <link rel="stylesheet" href="/static/bootstrap.min.css" />
      </head>
      <body class="bg-light">
        <main class="container py-4">${indhold}</main>
      </body>
    </html>`;
}
