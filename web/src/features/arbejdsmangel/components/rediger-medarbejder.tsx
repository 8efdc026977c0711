import Button from 'react-bootstrap/Button';
import { t } from '../../../../../engine/tekster';
import { erGyldig } from '../../../shared/schema-form/validator';
import type { SkemaKontekst } from '../../../shared/schema-form/widgets/kontekst';
import type { Medarbejder } from '../api/opret-ansoegning';
import { MedarbejderDialog } from './medarbejder-dialog';

interface RedigerMedarbejderProps {
  medarbejder: Partial<Medarbejder>;
  periode: SkemaKontekst['periode'];
  /** Every change, as it is typed. */
  onAendr: (medarbejder: Partial<Medarbejder>) => void;
  onLuk: () => void;
}

/** 'Rediger medarbejder': changes apply as they are typed, validated throughout; closes once valid. */
export function RedigerMedarbejder({ medarbejder, periode, onAendr, onLuk }: RedigerMedarbejderProps) {
  return (
    <MedarbejderDialog
      titel={t('arbejdsmangelWeb.dialog.redigerTitel')}
      medarbejder={medarbejder}
      periode={periode}
      visFejl
      onChange={onAendr}
      onSubmit={onLuk}
      onHide={() => {
        if (erGyldig('arbejdsmangel-medarbejder', medarbejder)) onLuk();
      }}
    >
      <Button type="submit">{t('arbejdsmangelWeb.dialog.luk')}</Button>
    </MedarbejderDialog>
  );
}
