import { useMemo, type Key, type ReactNode } from 'react';
import medarbejderUi from '@schemas/arbejdsmangel-medarbejder.ui.json';
import type { FeltFejl } from '@engine/felt-fejl';
import { SchemaDialog } from '../../../shared/schema-form/schema-dialog';
import type { SkemaKontekst } from '../../../shared/schema-form/widgets/kontekst';
import type { Medarbejder } from '../api/opret-ansoegning';

interface MedarbejderDialogProps {
  titel: string;
  medarbejder: Partial<Medarbejder>;
  /** The application's period: one hours input per week of it. */
  periode: SkemaKontekst['periode'];
  /** Messages from the start instead of from the first save attempt. */
  visFejl?: boolean;
  /** Messages the schema cannot give (the same person twice), shown until the next change. */
  fejl?: readonly FeltFejl[];
  /** A new key gives an empty form in the open dialog, its messages hidden again. */
  formNoegle?: Key;
  /** Shown above the fields. */
  vejledning?: ReactNode;
  onChange: (medarbejder: Partial<Medarbejder>) => void;
  /** Called with a valid employee only. */
  onSubmit: (medarbejder: Medarbejder) => void;
  /** Esc, the backdrop or the close button. */
  onHide: () => void;
  /** The dialog's buttons; submit buttons save. */
  children: ReactNode;
}

/** The employee form (schemas/arbejdsmangel-medarbejder) in a dialog: name, CPR, hours per week. */
export function MedarbejderDialog({ titel, medarbejder, periode, children, ...props }: MedarbejderDialogProps) {
  const { visFejl, fejl, formNoegle, vejledning, onChange, onSubmit, onHide } = props;
  const formContext = useMemo<SkemaKontekst>(() => ({ periode }), [periode]);
  return (
    <SchemaDialog<Medarbejder>
      titel={titel}
      onHide={onHide}
      size="lg"
      schemaId="arbejdsmangel-medarbejder"
      uiSchema={medarbejderUi}
      formData={medarbejder}
      formContext={formContext}
      formNoegle={formNoegle}
      vejledning={vejledning}
      visFejl={visFejl}
      serverFejl={fejl}
      onChange={onChange}
      onSubmit={onSubmit}
      knapper={children}
    />
  );
}
