import { describe, expect, it } from 'vitest';
import { ApiFejl } from '../../../shared/api/client';
import { serverBeskeder } from './server-beskeder';
import { tilOpdatering } from './opdatering';
import { adminAnsoegning } from './testdata';

const sendt = tilOpdatering(adminAnsoegning());
const problem = (errors?: { path: string; message: string }[]) =>
  new ApiFejl(400, { title: 'Oplysningerne er ikke udfyldt korrekt.', status: 400, errors });

describe('serverBeskeder', () => {
  it('names the employee a message is about, and gives each message once', () => {
    const fejl = problem([
      { path: '/medarbejdere/1/kursusTimerPerUge', message: 'Kursustimer skal angives.' },
      { path: '/medarbejdere/1/kursusTimerPerUge', message: 'Kursustimer skal angives.' },
      { path: '/medarbejdere', message: 'Ingen medarbejdere angivet.' },
      { path: '/ansoegningsNavn', message: 'Navn på afdeling / produktionsenhed skal angives.' },
    ]);
    expect(serverBeskeder(fejl, sendt)).toEqual([
      'Jens Lund: Kursustimer skal angives.',
      'Ingen medarbejdere angivet.',
      'Navn på afdeling / produktionsenhed skal angives.',
    ]);
  });

  it("gives the problem's title without field errors, and a general message for anything else", () => {
    expect(serverBeskeder(problem(), sendt)).toEqual(['Oplysningerne er ikke udfyldt korrekt.']);
    expect(serverBeskeder(new TypeError('Failed to fetch'), sendt)).toEqual(['Der opstod en fejl, prøv evt. igen.']);
  });
});
