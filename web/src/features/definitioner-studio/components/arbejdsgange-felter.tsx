import { useId, type ReactNode } from 'react';
import type { ModelFejl } from '../utils/arbejdsgange-model';

interface FeltProps {
  label: string;
  felt: string;
  /** The refusal shown here, when it is about this field. */
  fejl?: ModelFejl;
  hjaelp?: string;
  children: (id: string, beskrivelse: { 'aria-invalid'?: true; 'aria-describedby'?: string; className: string }) => ReactNode;
}

/** A labelled field of the workflow editor with its Danish refusal beneath it, announced and tied to the input. */
export function Felt({ label, felt, fejl, hjaelp, children }: FeltProps) {
  const id = useId();
  const her = fejl?.felt === felt;
  const beskrevetAf = [hjaelp !== undefined && `${id}-hjaelp`, her && `${id}-fejl`].filter(Boolean).join(' ');
  return (
    <div className="mb-2">
      <label htmlFor={id} className="form-label mb-1">
        {label}
      </label>
      {children(id, {
        ...(her ? { 'aria-invalid': true as const } : {}),
        ...(beskrevetAf ? { 'aria-describedby': beskrevetAf } : {}),
        className: her ? 'is-invalid' : '',
      })}
      {hjaelp !== undefined && (
        <div id={`${id}-hjaelp`} className="form-text">
          {hjaelp}
        </div>
      )}
      {her && (
        <div id={`${id}-fejl`} className="invalid-feedback d-block" role="alert">
          {fejl.besked}
        </div>
      )}
    </div>
  );
}

/** A checkbox of the workflow editor. */
export function Afkryds({ label, vaerdi, onSkift }: { label: string; vaerdi: boolean; onSkift: (v: boolean) => void }) {
  const id = useId();
  return (
    <div className="form-check mb-2">
      <input id={id} type="checkbox" className="form-check-input" checked={vaerdi} onChange={(e) => onSkift(e.target.checked)} />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
    </div>
  );
}
