import type { UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import enighedUi from '@schemas/arbejdsmangel-admin-enighed.ui.json';
import omfangUi from '@schemas/arbejdsmangel-admin-omfang.ui.json';
import periodeUi from '@schemas/arbejdsmangel-admin-periode.ui.json';
import medarbejderUi from '@schemas/arbejdsmangel-medarbejder.ui.json';
import { t } from '@engine/tekster';
import type { SkemaKontekst } from '../../../shared/schema-form/widgets/kontekst';
import type { Medarbejder, Opdatering } from '../api/opdater-ansoegning';
import {
  enighedDel,
  medEnighed,
  medMedarbejder,
  medOmfang,
  medPeriode,
  medPeriodeUdenTomme,
  omfangDel,
  udenMedarbejder,
  udenUgerIPeriode,
  type EnighedDel,
  type OmfangDel,
  type PeriodeDel,
} from '../utils/opdatering';
import { BekraeftDialog } from './bekraeft-dialog';
import { DelDialog } from './del-dialog';
import { PeriodeUdenUgerDialog } from './periode-uden-uger-dialog';

/** Which part of the application is being edited; an employee by index, a new one without. */
export type Dialog = { type: 'omfang' } | { type: 'periode' } | { type: 'enighed' } | { type: 'medarbejder'; index?: number };

interface RedigerDialogProps {
  dialog: Dialog;
  /** The application as it is now, as the update body. */
  opdatering: Opdatering;
  /** The whole application with the dialog's change, to be saved. */
  onGem: (ny: Opdatering) => void;
  onLuk: () => void;
  gemmer: boolean;
  fejl?: readonly string[];
}

/** The dialog of SPEC §2.5 for one part; each saves the whole application with its part changed. */
export function RedigerDialog({ dialog, opdatering, onGem, onLuk, gemmer, fejl }: RedigerDialogProps) {
  const { fra, til } = opdatering.periode;
  const formContext = useMemo<SkemaKontekst>(() => ({ periode: { fra, til } }), [fra, til]);
  // 'Fjern' asks first, above the employee's dialog, which stays as it was if the answer is no.
  const [fjern, setFjern] = useState(false);
  // A period that leaves employees without weeks waits here while the secretariat chooses.
  const [udenUger, setUdenUger] = useState<PeriodeDel>();
  const faelles = { onLuk, gemmer, fejl };

  switch (dialog.type) {
    case 'omfang':
      return (
        <DelDialog<OmfangDel>
          {...faelles}
          titel={t('arbejdsmangelAdminWeb.dialog.omfang')}
          schemaId="arbejdsmangel-admin-omfang"
          uiSchema={omfangUi as UiSchema<OmfangDel>}
          start={omfangDel(opdatering)}
          onGem={(del) => onGem(medOmfang(opdatering, del))}
        />
      );
    case 'periode': {
      const periodeDialog = (
        <DelDialog<PeriodeDel>
          {...faelles}
          titel={t('arbejdsmangelAdminWeb.dialog.periode')}
          schemaId="arbejdsmangel-admin-periode"
          uiSchema={periodeUi as UiSchema<PeriodeDel>}
          start={{ periode: { fra, til } }}
          vejledning={<p className="text-body-secondary">{t('arbejdsmangelAdminWeb.dialog.periode.note')}</p>}
          onGem={(del) => (udenUgerIPeriode(opdatering, del).length > 0 ? setUdenUger(del) : onGem(medPeriode(opdatering, del)))}
        />
      );
      const tomme = udenUger && udenUgerIPeriode(opdatering, udenUger);
      return (
        <>
          {periodeDialog}
          {udenUger && tomme && (
            <PeriodeUdenUgerDialog
              periode={udenUger.periode}
              tomme={tomme}
              ingenTilbage={tomme.length === opdatering.medarbejdere.length}
              onFjernOgGem={() => {
                setUdenUger(undefined);
                onGem(medPeriodeUdenTomme(opdatering, udenUger));
              }}
              onBeholdGammel={onLuk}
              onTilbage={() => setUdenUger(undefined)}
            />
          )}
        </>
      );
    }
    case 'enighed':
      return (
        <DelDialog<EnighedDel>
          {...faelles}
          titel={t('arbejdsmangelAdminWeb.dialog.enighed')}
          schemaId="arbejdsmangel-admin-enighed"
          uiSchema={enighedUi as UiSchema<EnighedDel>}
          start={enighedDel(opdatering)}
          onGem={(del) => onGem(medEnighed(opdatering, del))}
        />
      );
    case 'medarbejder': {
      const { index } = dialog;
      const medarbejder = index === undefined ? undefined : opdatering.medarbejdere[index];
      return (
        <>
          <DelDialog<Medarbejder>
            {...faelles}
            titel={
              medarbejder ? t('arbejdsmangelAdminWeb.dialog.redigerMedarbejder') : t('arbejdsmangelAdminWeb.dialog.tilfoejMedarbejder')
            }
            schemaId="arbejdsmangel-medarbejder"
            uiSchema={medarbejderUi as UiSchema<Medarbejder>}
            start={medarbejder ?? {}}
            formContext={formContext}
            onGem={(m) => onGem(medMedarbejder(opdatering, m, medarbejder ? index : undefined))}
            ekstraKnapper={
              medarbejder &&
              index !== undefined && (
                <Button variant="outline-danger" className="ms-auto" disabled={gemmer} onClick={() => setFjern(true)}>
                  {t('arbejdsmangelAdminWeb.dialog.fjern')}
                </Button>
              )
            }
          />
          {fjern && medarbejder && index !== undefined && (
            <BekraeftDialog
              overDialog
              titel={t('arbejdsmangelAdminWeb.bekraeft.fjernTitel', { navn: medarbejder.navn })}
              bekraeft={t('arbejdsmangelAdminWeb.bekraeft.fjernKnap')}
              onAnnuller={() => setFjern(false)}
              onBekraeft={() => {
                setFjern(false);
                onGem(udenMedarbejder(opdatering, index));
              }}
            >
              <p className="mb-0">{t('arbejdsmangelAdminWeb.bekraeft.fjern', { navn: medarbejder.navn })}</p>
            </BekraeftDialog>
          )}
        </>
      );
    }
  }
}
