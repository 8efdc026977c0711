import { useId, useMemo, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import medarbejderUi from '../../../../../schemas/arbejdsmangel-medarbejder.ui.json';
import { t } from '../../../../../engine/tekster';
import { SchemaForm } from '../../../shared/schema-form/schema-form';
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
  const titelId = useId();
  const formContext = useMemo<SkemaKontekst>(() => ({ periode }), [periode]);
  return (
    <Modal show onHide={onHide} size="lg" aria-labelledby={titelId}>
      <Modal.Header closeButton closeLabel={t('arbejdsmangelWeb.dialog.lukDialogen')}>
        <Modal.Title id={titelId}>{titel}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <SchemaForm<Medarbejder>
          schemaId="arbejdsmangel-medarbejder"
          uiSchema={medarbejderUi}
          formData={medarbejder}
          formContext={formContext}
          visFejl={visFejl}
          onChange={onChange}
          onSubmit={onSubmit}
        >
          <div className="d-flex flex-wrap gap-2 border-top pt-3 mt-4">{children}</div>
        </SchemaForm>
      </Modal.Body>
    </Modal>
  );
}
