import type { ErrorSchema, FieldProps, RJSFSchema } from '@rjsf/utils';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { t } from '../../../../../../engine/tekster';
import { ugerIPeriode } from '../../../../../../engine/uger';
import { alleFejl, Fejlbeskeder } from '../fejlbeskeder';
import type { SkemaKontekst } from '../kontekst';
import { formatTimer, samledeTimer, type UgeTimer } from '../uge-timer/timer';

interface Medarbejder {
  navn?: string;
  cpr?: string;
  kursusTimerPerUge?: Partial<UgeTimer>[];
}

/**
 * `"ui:field": "medarbejder-tabel"` on an application's employees: name, CPR and total hours per
 * row with edit and remove, and an add button that needs a valid formContext periode. Adding and
 * editing happen in the screen's dialog (formContext aabnMedarbejder); the messages of a row show in it.
 */
export function MedarbejderTabel(props: FieldProps<Medarbejder[], RJSFSchema, SkemaKontekst>) {
  const { formData, onChange, fieldPathId, errorSchema, registry, disabled, readonly } = props;
  const { periode, aabnMedarbejder } = registry.formContext;
  const medarbejdere = formData ?? [];
  const kanTilfoeje = ugerIPeriode(periode?.fra ?? '', periode?.til ?? '').length > 0;
  const laast = disabled || readonly;
  const hjaelpId = `${fieldPathId.$id}__hjaelp`;

  return (
    <>
      {medarbejdere.length === 0 ? (
        <p className="text-body-secondary">{t('arbejdsmangelWeb.medarbejdere.ingen')}</p>
      ) : (
        <Table responsive hover className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t('arbejdsmangelWeb.medarbejdere.kolonne.navn')}</th>
              <th scope="col">{t('arbejdsmangelWeb.medarbejdere.kolonne.cpr')}</th>
              <th scope="col" className="text-end">
                {t('arbejdsmangelWeb.medarbejdere.kolonne.timer')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('arbejdsmangelWeb.medarbejdere.kolonne.handlinger')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {medarbejdere.map((m, i) => {
              const navn = m.navn ?? '';
              const fejl = alleFejl((errorSchema as Record<number, ErrorSchema> | undefined)?.[i]);
              return (
                <tr key={i}>
                  <td>
                    {navn}
                    <Fejlbeskeder id={`${fieldPathId.$id}_${i}__fejl`} fejl={fejl} />
                  </td>
                  <td className="text-nowrap">{m.cpr}</td>
                  <td className="text-end">{formatTimer(samledeTimer(m.kursusTimerPerUge))}</td>
                  <td className="text-end text-nowrap">
                    <Button
                      size="sm"
                      variant="outline-primary"
                      className="me-2"
                      disabled={laast}
                      aria-label={t('arbejdsmangelWeb.medarbejdere.redigerNavn', { navn })}
                      onClick={() => aabnMedarbejder?.(i)}
                    >
                      {t('arbejdsmangelWeb.medarbejdere.rediger')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      disabled={laast}
                      aria-label={t('arbejdsmangelWeb.medarbejdere.fjernNavn', { navn })}
                      onClick={() =>
                        onChange(
                          medarbejdere.filter((_, j) => j !== i),
                          fieldPathId.path,
                        )
                      }
                    >
                      {t('arbejdsmangelWeb.medarbejdere.fjern')}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      <Button
        // Carries the field's id, so focusing 'Ingen medarbejdere angivet.' lands on the way to fix it.
        id={fieldPathId.$id}
        variant="outline-primary"
        disabled={laast || !kanTilfoeje}
        aria-describedby={kanTilfoeje ? undefined : hjaelpId}
        onClick={() => aabnMedarbejder?.()}
      >
        {t('arbejdsmangelWeb.medarbejdere.tilfoej')}
      </Button>
      {!kanTilfoeje && (
        <Form.Text id={hjaelpId} className="d-block">
          {t('arbejdsmangelWeb.medarbejdere.kraeverPeriode')}
        </Form.Text>
      )}
    </>
  );
}
