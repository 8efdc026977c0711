import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import type { AppDeps } from '../deps';

interface ManifestIndhold {
  id: string;
  version: string;
  providerName: string;
  displayName: string;
  description: string;
  supportPath: string;
}

export const TILFOEJELSE_STI = '/app/outlook-journalisering';
const STI = TILFOEJELSE_STI;

// The hosts of Outlook on the web and the new Outlook (which frame add-ins) by name, no wildcard over
// Microsoft's other sites; every other page of the portal keeps frame-ancestors 'none'.
export const OUTLOOK_VAERTER = ['https://outlook.office.com', 'https://outlook.office365.com', 'https://outlook.cloud.microsoft'];
// Microsoft requires Office.js from its CDN, never bundled.
const OFFICE_JS = 'https://appsforoffice.microsoft.com';

/**
 * The Outlook add-in: its XML manifest (URLs from PUBLIC_BASE_URL) and its page, which gets its own
 * framing policy so Outlook may show it in the task pane, and may load Office.js from Microsoft.
 */
export function outlookTilfoejelseRoutes({ config }: AppDeps) {
  const app = new Hono();

  app.get(`${STI}/manifest.xml`, async (c) => {
    const m = JSON.parse(await readFile(join(config.contentDir, 'outlook', 'manifest.json'), 'utf8')) as ManifestIndhold;
    const base = config.publicBaseUrl;
    const ikon = (s: number) => `${base}${STI}/ikon-${s}.png`;
    const xml = html`<?xml version="1.0" encoding="UTF-8"?>
      <OfficeApp
        xmlns="http://schemas.microsoft.com/office/appforoffice/1.1"
        xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
        xmlns:bt="http://schemas.microsoft.com/office/officeappbasictypes/1.0"
        xmlns:mailappor="http://schemas.microsoft.com/office/mailappversionoverrides/1.0"
        xsi:type="MailApp"
      >
        <Id>${m.id}</Id>
        <Version>${m.version}</Version>
        <ProviderName>${m.providerName}</ProviderName>
        <DefaultLocale>da-DK</DefaultLocale>
        <DisplayName DefaultValue="${m.displayName}" />
        <Description DefaultValue="${m.description}" />
        <IconUrl DefaultValue="${ikon(64)}" />
        <HighResolutionIconUrl DefaultValue="${ikon(128)}" />
        <SupportUrl DefaultValue="${base}${m.supportPath}" />
        <AppDomains>
          <AppDomain>${base}</AppDomain>
        </AppDomains>
        <Hosts>
          <Host Name="Mailbox" />
        </Hosts>
        <Requirements>
          <Sets>
            <Set Name="Mailbox" MinVersion="1.1" />
          </Sets>
        </Requirements>
        <FormSettings>
          <form xsi:type="ItemRead">
            <DesktopSettings>
              <SourceLocation DefaultValue="${base}${STI}" />
              <RequestedHeight>250</RequestedHeight>
            </DesktopSettings>
          </form>
          <form xsi:type="ItemEdit">
            <DesktopSettings>
              <SourceLocation DefaultValue="${base}${STI}" />
            </DesktopSettings>
          </form>
        </FormSettings>
        <Permissions>ReadItem</Permissions>
        <Rule xsi:type="RuleCollection" Mode="Or">
          <Rule xsi:type="ItemIs" ItemType="Message" FormType="Read" />
          <Rule xsi:type="ItemIs" ItemType="Message" FormType="Edit" />
        </Rule>
        <DisableEntityHighlighting>false</DisableEntityHighlighting>
      </OfficeApp> `;
    return c.body(String(await xml), 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' });
  });

  app.get(`${STI}/:fil{ikon-[0-9]+\\.png}`, async (c) => {
    try {
      const png = await readFile(join(config.contentDir, 'outlook', c.req.param('fil') ?? ''));
      return c.body(png, 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' });
    } catch {
      return c.notFound();
    }
  });

  const side = async (c: Context) => {
    c.header(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        `script-src 'self' ${OFFICE_JS}`,
        "style-src 'self'",
        `img-src 'self' data: ${OFFICE_JS}`,
        `connect-src 'self' ${OFFICE_JS}`,
        `frame-src 'self' ${OFFICE_JS}`,
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        `frame-ancestors 'self' ${OUTLOOK_VAERTER.join(' ')}`,
      ].join('; '),
    );
    // Office opens the sign-in dialog (log-ind) from Outlook's own window, and Office.js in it answers
    // through window.opener: the portal's same-origin opener policy would cut that tie.
    c.header('Cross-Origin-Opener-Policy', 'unsafe-none');
    try {
      return c.html(await readFile(join(config.webDir, 'outlook-journalisering.html'), 'utf8'), 200, { 'Cache-Control': 'no-cache' });
    } catch {
      return c.html(await readFile(join(config.webDir, 'index.html'), 'utf8').catch(() => ''), 200, { 'Cache-Control': 'no-cache' });
    }
  };
  app.get(STI, side);
  app.get(`${STI}/*`, side);
  return app;
}
