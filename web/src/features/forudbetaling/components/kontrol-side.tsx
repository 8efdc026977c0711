import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { t } from '@engine/tekster';
import type { Kladde } from '@workflows/forudbetaling-wizard';
import { adresseFor } from '../utils/trin-adresse';
import { kontrolVisning } from '../utils/kontrol-visning';
import { Raekke } from './betaling-visning';
import { EGNE_DELE } from './kontrol-dele';

/** A step before the check page: its state, its title and its schema's $id and top-level fields with their titles. */
export interface KontrolTrin {
  tilstand: string;
  titel: string;
  schemaId: string;
  felter: Readonly<Record<string, string>>;
}

/**
 * 'Kontrollér dine oplysninger': every value of the draft before tro og love, one part per step
 * before it, each with a 'Ret' link to the step it was entered on (links to the step's address, so
 * Back returns here).
 */
export function KontrolSide({ kladde, trin }: { kladde: Kladde; trin: readonly KontrolTrin[] }) {
  const visning = kontrolVisning(kladde);
  return (
    <>
      {trin.map((s) => {
        const egen = EGNE_DELE[s.schemaId];
        return egen ? (
          <Del key={s.tilstand} titel={t(egen.titel)} trin={s.tilstand} hvad={t(egen.hvad)}>
            {egen.indhold(visning)}
          </Del>
        ) : (
          <Del key={s.tilstand} titel={s.titel} trin={s.tilstand} hvad={s.titel.toLocaleLowerCase('da')}>
            <dl className="row mb-0">
              {Object.entries(s.felter).map(([felt, titel]) => (
                <Raekke key={felt} navn={titel} vaerdi={somTekst(kladde[felt])} />
              ))}
            </dl>
          </Del>
        );
      })}
    </>
  );
}

/** A field an analyst added, as a person reads it. */
function somTekst(vaerdi: unknown): string {
  if (typeof vaerdi === 'boolean') return vaerdi ? t('web.ja') : t('web.nej');
  if (Array.isArray(vaerdi)) return vaerdi.map(somTekst).join(', ');
  return vaerdi === undefined || vaerdi === null ? '' : typeof vaerdi === 'object' ? JSON.stringify(vaerdi) : String(vaerdi);
}

interface DelProps {
  titel: string;
  /** The step this part is corrected on, and the words that finish 'Ret …' for a screen reader. */
  trin: string;
  hvad: string;
  children: ReactNode;
}

function Del({ titel, trin, hvad, children }: DelProps) {
  return (
    <Card className="mb-4">
      <Card.Header className="d-flex align-items-center justify-content-between gap-2">
        <h3 className="h5 mb-0">{titel}</h3>
        <Link to={`?trin=${adresseFor(trin)}`}>
          {t('forudbetalingWeb.kontrol.ret')}
          <span className="visually-hidden"> {hvad}</span>
        </Link>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}
