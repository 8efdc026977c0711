import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { tilfoejTekster } from '@engine/tekster';
import tekster from '@content/ui/arbejdsmangel-web.json';
import type { ArbejdsmangelAnsoegning } from '../api/opret-ansoegning';
import { MedarbejderLinjer } from './medarbejder-oversigt';

const ansoegning = {
  omfang: 'HeleVirksomheden',
  periode: { fra: '2027-03-01', til: '2027-03-14' },
  enighed: 'SamtligeOmfattedeMedarbejdere',
  medarbejdere: [
    {
      navn: 'Eva Holm',
      cpr: '2204881234',
      kursusTimerPerUge: [
        { aar: 2027, ugeNr: 9, timerPerUge: 7.5 },
        { aar: 2027, ugeNr: 10, timerPerUge: 8 },
      ],
    },
  ],
} as ArbejdsmangelAnsoegning;

const linjer = () => {
  document.body.innerHTML = renderToStaticMarkup(<MedarbejderLinjer ansoegning={ansoegning} />);
  return [...document.querySelectorAll('dd')].map((dd) => dd.textContent);
};

afterEach(() => tilfoejTekster(tekster));

describe('the employees in lines, for the review', () => {
  it('names each week with hours and the totals in content/ui’s words, separator included', () => {
    expect(linjer()).toEqual(['Uge 9, 2027: 7,50 · Uge 10, 2027: 8,00 · I alt: 15,50', 'I alt: 15,50']);
    tilfoejTekster({
      'arbejdsmangelWeb.kontrol.ugeTimer': 'uge {ugeNr}/{aar} = {timer}',
      'arbejdsmangelWeb.kontrol.iAltTimer': 'sum {timer}',
      'arbejdsmangelWeb.kontrol.adskiller': '; ',
    });
    expect(linjer()).toEqual(['uge 9/2027 = 7,50; uge 10/2027 = 8,00; sum 15,50', 'sum 15,50']);
  });
});
