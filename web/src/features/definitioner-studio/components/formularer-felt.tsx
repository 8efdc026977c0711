import { useId } from 'react';
import { t, type TekstNoegle } from '@engine/tekster';
import { brugtAf, REGLER, schemaSti, type Filer, type FeltModel, type RegelNavn, type Regler } from '../utils/formularer-felter';
import type { FeltRettelse } from '../utils/formularer-tjek';
import type { DefinitionsFejl } from '../api/tjek-udkast';
import { TjekFejlListe } from './tjek-fejl-liste';

interface Props {
  felt: FeltModel;
  /** The other fields of the group, for 'vis kun når'. */
  andre: readonly FeltModel[];
  /** The values a field allows, when it has a fixed set. */
  vaerdierAf: (navn: string) => readonly string[] | undefined;
  filer: Filer;
  rettelser: readonly FeltRettelse[];
  /** The check's problems that name this field (its property, or its shared definition). */
  tjekFejl: readonly DefinitionsFejl[];
  onChange: (felt: FeltModel) => void;
}

const TYPER = ['string', 'integer', 'number', 'boolean', '', 'object', 'array'] as const;
const TAL: readonly RegelNavn[] = ['minLength', 'maxLength', 'minimum', 'maximum'];

/** One field's settings: title, type, required, its rules with their Danish messages, and when it shows. */
export function FormularerFelt({ felt, andre, vaerdierAf, filer, rettelser, tjekFejl, onChange }: Props) {
  const id = useId();
  const fejlVed = (sted: string) => rettelser.find((r) => r.sted === sted)?.besked;
  const saet = (aendring: Partial<FeltModel>) => onChange({ ...felt, ...aendring });
  const saetRegel = (regel: RegelNavn, vaerdi: Regler[RegelNavn]) => saet({ regler: { ...felt.regler, [regel]: vaerdi } });
  const saetBesked = (noegle: string, besked: string) => saet({ beskeder: { ...felt.beskeder, [noegle]: besked } });
  const visHvisVaerdier = felt.visHvis ? vaerdierAf(felt.visHvis.felt) : undefined;

  /** An input with its label, its hint and its mistake, all tied together for a screen reader. */
  const felt_ = (
    sted: string,
    label: string,
    input: (props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string; className: string }) => React.ReactNode,
    hjaelp?: string,
  ) => {
    const fejl = fejlVed(sted);
    const inputId = `${id}-${sted.replace(':', '-')}`;
    const beskrevet = [hjaelp && `${inputId}-hjaelp`, fejl && `${inputId}-fejl`].filter(Boolean).join(' ') || undefined;
    return (
      <div className="mb-2">
        <label htmlFor={inputId} className="form-label small mb-1">
          {label}
        </label>
        {input({
          id: inputId,
          'aria-invalid': fejl !== undefined || undefined,
          'aria-describedby': beskrevet,
          className: `form-control form-control-sm${fejl ? ' is-invalid' : ''}`,
        })}
        {hjaelp && (
          <div id={`${inputId}-hjaelp`} className="form-text">
            {hjaelp}
          </div>
        )}
        {fejl && (
          <div id={`${inputId}-fejl`} className="invalid-feedback d-block">
            {fejl}
          </div>
        )}
      </div>
    );
  };

  const regelNavn = (regel: RegelNavn) => t(`studioFormularer.regel.${regel}` as TekstNoegle);
  const brugere = felt.delt ? brugtAf(filer, felt.delt) : [];

  return (
    <fieldset className="border rounded p-3">
      <legend className="h6 float-none w-auto px-1">{t('studioFormularer.felt.titel', { titel: felt.titel })}</legend>
      {tjekFejl.length > 0 && (
        <div className="alert alert-danger py-2">
          <TjekFejlListe fejl={tjekFejl} />
        </div>
      )}
      {felt_('titel', t('studioFormularer.felt.overskrift'), (p) => (
        <input {...p} value={felt.titel} onChange={(e) => saet({ titel: e.target.value })} />
      ))}
      <div className="row g-2">
        <div className="col-sm-6">
          {felt_('navn', t('studioFormularer.felt.navn'), (p) => (
            <input {...p} value={felt.navn} readOnly />
          ))}
        </div>
        <div className="col-sm-6">
          {felt_('type', t('studioFormularer.felt.type'), (p) => (
            <select
              {...p}
              className="form-select form-select-sm"
              value={felt.type}
              disabled={felt.delt !== undefined}
              onChange={(e) => saet({ type: e.target.value })}
            >
              {TYPER.map((type) => (
                <option key={type} value={type}>
                  {t(`studioFormularer.type.${type}` as TekstNoegle)}
                </option>
              ))}
            </select>
          ))}
        </div>
      </div>
      <div className="form-check mb-2">
        <input
          id={`${id}-paakraevet`}
          type="checkbox"
          className="form-check-input"
          checked={felt.paakraevet}
          onChange={(e) => saet({ paakraevet: e.target.checked })}
        />
        <label htmlFor={`${id}-paakraevet`} className="form-check-label">
          {t('studioFormularer.felt.paakraevet')}
        </label>
      </div>
      {felt.paakraevet &&
        felt_('paakraevetBesked', t('studioFormularer.felt.paakraevetBesked'), (p) => (
          <input {...p} value={felt.paakraevetBesked} onChange={(e) => saet({ paakraevetBesked: e.target.value })} />
        ))}

      {felt.delt && (
        <div className="alert alert-info py-2 small">
          <p className="fw-semibold mb-1">
            {t('studioFormularer.delt.titel', { ref: `${felt.delt.schemaId}#/definitions/${felt.delt.navn}` })}
          </p>
          <p className="mb-1">{t('studioFormularer.delt.tekst', { sti: schemaSti(felt.delt.schemaId) })}</p>
          <ul className="mb-0" aria-label={t('studioFormularer.delt.titel', { ref: felt.delt.navn })}>
            {brugere.map((b) => (
              <li key={b.sti}>
                {b.titel} (<code className="text-reset">{b.sti}</code>)
              </li>
            ))}
          </ul>
        </div>
      )}

      <fieldset>
        <legend className="h6 small fw-semibold">{t('studioFormularer.felt.regler')}</legend>
        {REGLER.map((regel) => (
          <div key={regel} className="row g-2">
            <div className="col-sm-5">
              {regel === 'enum'
                ? felt_(
                    regel,
                    regelNavn(regel),
                    (p) => (
                      <textarea
                        {...p}
                        rows={2}
                        value={(felt.regler.enum ?? []).join('\n')}
                        onChange={(e) => saetRegel('enum', e.target.value === '' ? undefined : e.target.value.split('\n'))}
                      />
                    ),
                    t('studioFormularer.felt.enumHjaelp'),
                  )
                : regel === 'format'
                  ? felt_(regel, regelNavn(regel), (p) => (
                      <select
                        {...p}
                        className="form-select form-select-sm"
                        value={felt.regler.format ?? ''}
                        onChange={(e) => saetRegel('format', e.target.value === '' ? undefined : e.target.value)}
                      >
                        <option value="">–</option>
                        <option value="date">{t('studioFormularer.felt.dato')}</option>
                        {felt.regler.format !== undefined && felt.regler.format !== 'date' && (
                          <option value={felt.regler.format}>{felt.regler.format}</option>
                        )}
                      </select>
                    ))
                  : TAL.includes(regel)
                    ? felt_(regel, regelNavn(regel), (p) => (
                        <input
                          {...p}
                          type="number"
                          value={(felt.regler[regel] as number | undefined) ?? ''}
                          onChange={(e) => saetRegel(regel, e.target.value === '' ? undefined : Number(e.target.value))}
                        />
                      ))
                    : felt_(regel, regelNavn(regel), (p) => (
                        <input
                          {...p}
                          spellCheck={false}
                          value={felt.regler.pattern ?? ''}
                          onChange={(e) => saetRegel('pattern', e.target.value === '' ? undefined : e.target.value)}
                        />
                      ))}
            </div>
            <div className="col-sm-7">
              {felt_(`besked:${regel}`, t('studioFormularer.felt.besked', { regel: regelNavn(regel) }), (p) => (
                <input {...p} value={felt.beskeder[regel] ?? ''} onChange={(e) => saetBesked(regel, e.target.value)} />
              ))}
            </div>
          </div>
        ))}
        {felt_('besked:_', t('studioFormularer.felt.oevrige'), (p) => (
          <input {...p} value={felt.beskeder['_'] ?? ''} onChange={(e) => saetBesked('_', e.target.value)} />
        ))}
      </fieldset>

      <fieldset>
        <legend className="h6 small fw-semibold">{t('studioFormularer.felt.visHvis')}</legend>
        {felt_('visHvis', t('studioFormularer.felt.visHvis'), (p) => (
          <select
            {...p}
            className="form-select form-select-sm"
            value={felt.visHvis?.felt ?? ''}
            onChange={(e) => {
              const { visHvis: _, ...uden } = felt;
              onChange(e.target.value === '' ? uden : { ...felt, visHvis: { felt: e.target.value, vaerdier: [] } });
            }}
          >
            <option value="">{t('studioFormularer.felt.visHvisAltid')}</option>
            {andre.map((a) => (
              <option key={a.navn} value={a.navn}>
                {a.titel}
              </option>
            ))}
          </select>
        ))}
        {felt.visHvis &&
          (visHvisVaerdier ? (
            <fieldset className="mb-2">
              <legend className="form-label small mb-1">{t('studioFormularer.felt.visHvisVaerdier')}</legend>
              {visHvisVaerdier.map((v) => (
                <div key={v} className="form-check">
                  <input
                    id={`${id}-vh-${v}`}
                    type="checkbox"
                    className="form-check-input"
                    checked={felt.visHvis!.vaerdier.includes(v)}
                    onChange={(e) => {
                      const vaerdier = e.target.checked ? [...felt.visHvis!.vaerdier, v] : felt.visHvis!.vaerdier.filter((x) => x !== v);
                      saet({ visHvis: { felt: felt.visHvis!.felt, vaerdier } });
                    }}
                  />
                  <label htmlFor={`${id}-vh-${v}`} className="form-check-label">
                    {v}
                  </label>
                </div>
              ))}
            </fieldset>
          ) : (
            felt_(
              'visHvisVaerdier',
              t('studioFormularer.felt.visHvisVaerdier'),
              (p) => (
                <textarea
                  {...p}
                  rows={2}
                  value={felt.visHvis!.vaerdier.join('\n')}
                  onChange={(e) =>
                    saet({ visHvis: { felt: felt.visHvis!.felt, vaerdier: e.target.value === '' ? [] : e.target.value.split('\n') } })
                  }
                />
              ),
              t('studioFormularer.felt.visHvisHjaelp'),
            )
          ))}
      </fieldset>
    </fieldset>
  );
}
