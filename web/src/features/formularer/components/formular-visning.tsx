import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link, useParams } from 'react-router-dom';
import { t } from '@engine/tekster';
import { IkkeFundet } from '../../../shared/layout/ikke-fundet';
import { Sektion } from '../../../shared/layout/sektion';
import { formularMedNavn, type Formular } from '../../../shared/formularer/formularer';
import { ProevFormular } from '../../../shared/formularer/proev-formular';
import { BeskedTabel } from './besked-tabel';

/** /app/admin/formularer/:navn: one form as its screen renders it, with sample data, and its messages. */
export function FormularVisning() {
  const formular = formularMedNavn(useParams()['navn']);
  if (!formular) return <IkkeFundet forsideSti="/app/admin/formularer" />;
  return (
    <section>
      <Link to="/app/admin/formularer">{t('formularerWeb.tilbage')}</Link>
      <h1 className="mt-2">{formular.titel}</h1>
      <p className="text-body-secondary small">{t('formularerWeb.filer', { navn: formular.navn, schema: formular.schemaId })}</p>
      {/* A new form starts from its own sample. */}
      <Eksempel key={formular.navn} formular={formular} />
      <Sektion titel={t('formularerWeb.beskeder')} fuldBredde>
        <BeskedTabel titel={formular.titel} beskeder={formular.beskeder} />
      </Sektion>
    </section>
  );
}

/** The form, validated live by the schema's precompiled validator; nothing is sent. 'Forfra' starts it afresh from its sample. */
function Eksempel({ formular }: { formular: Formular }) {
  const [omgang, setOmgang] = useState(0);
  const { navn } = formular;
  return (
    <Sektion titel={t('formularerWeb.eksempel')}>
      <p className="small">
        {formular.harEksempel ? t('formularerWeb.eksempelFil', { navn }) : t('formularerWeb.ingenEksempel', { navn })}
      </p>
      <ProevFormular key={omgang} formular={formular} gyldigTekst={t('formularerWeb.gyldig')}>
        <div className="d-flex flex-wrap gap-2">
          <Button type="submit">{t('formularerWeb.kontroller')}</Button>
          <Button variant="outline-secondary" onClick={() => setOmgang((n) => n + 1)}>
            {t('formularerWeb.forfra')}
          </Button>
        </div>
      </ProevFormular>
    </Sektion>
  );
}
