import { useMemo, type ReactNode } from 'react';
import medarbejderUi from '../../../../../schemas/arbejdsmangel-medarbejder.ui.json';
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
  onChange: (medarbejder: Partial<Medarbejder>) => void;
  /** Called with a valid employee only. */
  onSubmit: (medarbejder: Medarbejder) => void;
  /** Esc, the backdrop or the close button. */
  onHide: () => void;
  /** The dialog's buttons; submit buttons save. */
  children: ReactNode;
}

/** The employee form (schemas/arbejdsmangel-medarbejder) in a dialog: name, CPR, hours per week. */
export function MedarbejderDialog({ titel, medarbejder, periode, visFejl, onChange, onSubmit, onHide, children }: MedarbejderDialogProps) {
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
      visFejl={visFejl}
      onChange={onChange}
      onSubmit={onSubmit}
      knapper={children}
    />
  );
}
