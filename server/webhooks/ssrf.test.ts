import { describe, expect, it } from 'vitest';
import { startModtager } from '../testing/webhook-modtager';
import { httpTransport, LeveringsFejl } from './levering';
import { adresseFejl, erPrivat, sikkerLookup } from './ssrf';

describe('the addresses a webhook may not reach in production (SSRF)', () => {
  it('knows loopback, private, link-local, carrier-grade NAT and reserved addresses, in IPv4 and IPv6, mapped ones too', () => {
    for (const privat of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      'ikke-en-adresse',
    ])
      expect(erPrivat(privat), privat).toBe(true);
    for (const offentlig of ['8.8.8.8', '172.32.0.1', '193.163.102.10', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8'])
      expect(erPrivat(offentlig), offentlig).toBe(false);
  });

  it('allows only https:// to a public host in production, and says why in Danish', async () => {
    expect(await adresseFejl('http://esdh.fond.example.dk/h', true)).toBe('Adressen skal være https://, når portalen kører i produktion.');
    expect(await adresseFejl('https://127.0.0.1/h', true)).toBe(
      'Adressen peger på en privat eller lokal adresse (127.0.0.1), som portalen ikke sender til.',
    );
    expect(await adresseFejl('https://[::1]:8443/h', true)).toContain('(::1)');
    expect(await adresseFejl('https://169.254.169.254/latest/meta-data', true)).toContain('169.254.169.254');
    // A name is resolved: localhost is this machine.
    expect(await adresseFejl('https://localhost/h', true)).toMatch(/privat eller lokal adresse \((127\.0\.0\.1|::1)\)/);
    expect(await adresseFejl('https://8.8.8.8/h', true)).toBeUndefined();
    expect(await adresseFejl('https://bruger:kode@8.8.8.8/h', true)).toBe(
      'Adressen må ikke indeholde brugernavn eller adgangskode; modtageren kender hændelserne på signaturen.',
    );
    expect(await adresseFejl('ftp://8.8.8.8/h', true)).toBe('Adressen skal være en http://- eller https://-adresse.');
  });

  it('allows http:// and this machine outside production, so tests can receive', async () => {
    expect(await adresseFejl('http://127.0.0.1:4000/h', false)).toBeUndefined();
    expect(await adresseFejl('http://localhost/h', false)).toBeUndefined();
  });

  it('refuses at delivery a host that resolves to a private address, and never connects to it', async () => {
    const svar = await new Promise<NodeJS.ErrnoException | null>((done) => sikkerLookup('localhost', { all: true }, (fejl) => done(fejl)));
    expect(svar?.code).toBe('EFONDPRIVAT');
    const modtager = await startModtager();
    try {
      const produktion = httpTransport(true);
      await expect(produktion.post(modtager.url, '{}', {})).rejects.toBeInstanceOf(LeveringsFejl);
      const https = modtager.url.replace('http://127.0.0.1', 'https://localhost');
      await expect(produktion.post(https, '{}', {})).rejects.toThrow(/privat eller lokal adresse/);
      expect(modtager.modtaget).toEqual([]);
      // Outside production the same receiver gets it.
      expect(await httpTransport(false).post(modtager.url, '{"a":1}', { 'Content-Type': 'application/json' })).toBe(200);
      expect(modtager.modtaget.map((m) => m.krop)).toEqual(['{"a":1}']);
    } finally {
      await modtager.stop();
    }
  });
});
