import { useState } from 'react';
import type { FeltFejl } from '@engine/felt-fejl';
import { t } from '@engine/tekster';
import { erGyldig } from '../../../shared/schema-form/validator';
import type { SkemaKontekst } from '../../../shared/schema-form/widgets/kontekst';
import type { Medarbejder } from '../api/opret-ansoegning';
import { medSammeCpr } from '../utils/dubletter';
import { MedarbejderDialog } from './medarbejder-dialog';

interface RedigerMedarbejderProps {
  medarbejder: Partial<Medarbejder>;
  /** The application's other employees: the CPR number cannot become one of theirs. */
  andre: readonly Partial<Medarbejder>[];
  periode: SkemaKontekst['periode'];
  /** Every change, as it is typed. */
  onAendr: (medarbejder: Partial<Medarbejder>) => void;
  onLuk: () => void;
}

/** 'Rediger medarbejder': changes apply as they are typed, validated throughout; closes once valid and not a second entry of someone. */
export function RedigerMedarbejder({ medarbejder, andre, periode, onAendr, onLuk }: RedigerMedarbejderProps) {
  const [fejl, setFejl] = useState<readonly FeltFejl[]>();

  function lukHvisMuligt() {
    const samme = medSammeCpr(medarbejder.cpr, andre);
    if (samme) setFejl([{ path: '/cpr', message: t('arbejdsmangelWeb.dialog.cprFindes', { navn: samme.navn ?? '' }) }]);
    else onLuk();
  }

  return (
    <MedarbejderDialog
      titel={t('arbejdsmangelWeb.dialog.redigerTitel')}
      medarbejder={medarbejder}
      periode={periode}
      visFejl
      fejl={fejl}
      onChange={onAendr}
      onSubmit={lukHvisMuligt}
      onHide={() => {
        if (erGyldig('arbejdsmangel-medarbejder', medarbejder)) lukHvisMuligt();
      }}
    >
      <button type="submit" className="btn btn-primary">
        {t('arbejdsmangelWeb.dialog.luk')}
      </button>
    </MedarbejderDialog>
  );
}
