import { scrypt, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { erRolle } from '../../engine/roller';
import { laesDemoSager } from '../demo-sager/index';
import type { Admin, AdminDirectory, Bruger, IdentityProvider, LoginType } from './types';

const scryptAsync = promisify(scrypt) as (password: string, salt: string, keylen: number) => Promise<Buffer>;

const laes = <T>(contentDir: string, fil: string): T => JSON.parse(readFileSync(join(contentDir, 'demo', fil), 'utf8')) as T;

interface LoenmodtagerFil {
  id: string;
  navn: string;
  cpr: string;
  email: string;
}
interface VirksomhedFil {
  cvr: string;
  navn: string;
  email: string;
}
interface AdminFil extends Admin {
  adgangskode: string;
  demo?: boolean;
}

/** The demo identities of content/demo, offered on the demo login page. */
export class DemoIdentityProvider implements IdentityProvider {
  private readonly alle: Bruger[];

  constructor(contentDir: string) {
    const loenmodtagere = laes<LoenmodtagerFil[]>(contentDir, 'loenmodtagere.json').map((l): Bruger => ({
      id: l.id,
      type: 'loenmodtager',
      navn: l.navn,
      email: l.email,
      cpr: l.cpr,
    }));
    const virksomheder = laes<VirksomhedFil[]>(contentDir, 'virksomheder.json').map((v): Bruger => ({
      id: v.cvr,
      type: 'virksomhed',
      navn: v.navn,
      email: v.email,
      cvr: v.cvr,
    }));
    this.alle = [...loenmodtagere, ...virksomheder];
    // The demo cases' own people (server/demo-sager): known, so their cases are made by signing in as them,
    // but not offered on the login page, which lists the same identities as before.
    const sager = laesDemoSager(contentDir);
    this.demoSagernes = [
      ...(sager?.loenmodtagere ?? []).map((l): Bruger => ({ id: l.id, type: 'loenmodtager', navn: l.navn, email: l.email, cpr: l.cpr })),
      ...(sager?.virksomheder ?? []).map((v): Bruger => ({ id: v.cvr, type: 'virksomhed', navn: v.navn, email: v.email, cvr: v.cvr })),
    ];
  }

  private readonly demoSagernes: Bruger[];

  brugere(type: LoginType): Bruger[] {
    return this.alle.filter((b) => b.type === type);
  }

  find(type: LoginType, id: string): Bruger | undefined {
    return [...this.alle, ...this.demoSagernes].find((b) => b.type === type && b.id === id);
  }

  findVedCpr(cpr: string): Bruger | undefined {
    const cifre = cpr.replace('-', '');
    return this.alle.find((b) => b.type === 'loenmodtager' && b.cpr?.replace('-', '') === cifre);
  }
}

/** Admin accounts from content/demo/admins.json, passwords as `scrypt$salt$hash`. */
export class DemoAdminDirectory implements AdminDirectory {
  private readonly konti: AdminFil[];

  constructor(contentDir: string) {
    this.konti = laes<AdminFil[]>(contentDir, 'admins.json');
    // A misspelt role would silently lock a person out; refuse the file instead.
    for (const k of this.konti) {
      const ukendt = (k.roller ?? []).filter((r) => !erRolle(r));
      if (!Array.isArray(k.roller) || ukendt.length > 0)
        throw new Error(`content/demo/admins.json: ${k.brugernavn} har ukendte roller (${ukendt.join(', ') || 'ingen liste'}).`);
    }
  }

  async verify(brugernavn: string, adgangskode: string): Promise<Admin | undefined> {
    const konto = this.konti.find((k) => k.brugernavn === brugernavn);
    // Hash even for an unknown user, so timing does not reveal which names exist.
    const [, salt = 'ukendt', hash = ''] = (konto?.adgangskode ?? 'scrypt$ukendt$').split('$');
    const forventet = Buffer.from(hash, 'base64url');
    const faktisk = await scryptAsync(adgangskode, salt, 32);
    if (!konto || forventet.length !== faktisk.length || !timingSafeEqual(forventet, faktisk)) return undefined;
    return somAdmin(konto);
  }

  find(brugernavn: string): Admin | undefined {
    const konto = this.konti.find((k) => k.brugernavn === brugernavn);
    return konto && somAdmin(konto);
  }

  harDemoKonti(): boolean {
    return this.konti.some((k) => k.demo === true);
  }
}

const somAdmin = ({ brugernavn, navn, email, roller }: AdminFil): Admin => ({ brugernavn, navn, email, roller: [...roller] });
