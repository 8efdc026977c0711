import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import ButtonToolbar from 'react-bootstrap/ButtonToolbar';
import { t, type TekstNoegle } from '@engine/tekster';
import { delDokument, samlDokument } from './html-dokument';
import './rig-tekst.css';
import { beskrevetAf } from '../beskrevet-af';

/** The toolbar's buttons: what each does, whether it shows as pressed, and its Danish name. */
const KNAPPER: {
  navn: TekstNoegle;
  tegn: string;
  klasse?: string;
  aktiv?: (editor: Editor) => boolean;
  udfoer: (editor: Editor) => void;
}[] = [
  {
    navn: 'forudbetalingAdminWeb.rigTekst.fed',
    tegn: 'F',
    klasse: 'fw-bold',
    aktiv: (e) => e.isActive('bold'),
    udfoer: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    navn: 'forudbetalingAdminWeb.rigTekst.kursiv',
    tegn: 'K',
    klasse: 'fst-italic',
    aktiv: (e) => e.isActive('italic'),
    udfoer: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    navn: 'forudbetalingAdminWeb.rigTekst.punktliste',
    tegn: '•',
    aktiv: (e) => e.isActive('bulletList'),
    udfoer: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    navn: 'forudbetalingAdminWeb.rigTekst.nummerliste',
    tegn: '1.',
    aktiv: (e) => e.isActive('orderedList'),
    udfoer: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { navn: 'forudbetalingAdminWeb.rigTekst.fortryd', tegn: '↶', udfoer: (e) => e.chain().focus().undo().run() },
  { navn: 'forudbetalingAdminWeb.rigTekst.gentag', tegn: '↷', udfoer: (e) => e.chain().focus().redo().run() },
];

/**
 * The rich-text editor (TipTap) of an HTML value. A whole document is edited inside its <body>
 * only and handed back whole, head and all; an empty text is undefined, so the schema's 'required'
 * message shows. The value is read when the editor mounts.
 */
export default function RigTekstEditor({
  id,
  value,
  onChange,
  label,
  disabled,
  readonly,
  rawErrors = [],
  autofocus,
}: WidgetProps<string, RJSFSchema>) {
  const [dele] = useState(() => delDokument(typeof value === 'string' ? value : ''));
  const redigerbar = !disabled && !readonly;
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: dele.indre,
    immediatelyRender: true,
    injectCSS: false,
    autofocus: autofocus ? 'end' : false,
    editable: redigerbar,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-describedby': beskrevetAf(id),
        class: 'rig-tekst-indhold p-3',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? undefined : samlDokument(dele, e.getHTML())),
  });
  const aktive = useEditorState({ editor, selector: ({ editor: e }) => KNAPPER.map((k) => k.aktiv?.(e) ?? false) });

  useEffect(() => {
    editor.setEditable(redigerbar, false);
  }, [editor, redigerbar]);

  return (
    <div className={`rig-tekst border rounded${rawErrors.length > 0 ? ' is-invalid' : ''}`}>
      <ButtonToolbar
        className="border-bottom bg-body-tertiary rounded-top px-2 py-1"
        aria-label={t('forudbetalingAdminWeb.rigTekst.vaerktoejer')}
      >
        <ButtonGroup size="sm">
          {KNAPPER.map((knap, i) => (
            <Button
              key={knap.navn}
              variant={aktive[i] ? 'secondary' : 'outline-secondary'}
              className={`border-0 ${knap.klasse ?? ''}`}
              title={t(knap.navn)}
              aria-pressed={knap.aktiv ? aktive[i] : undefined}
              disabled={!redigerbar}
              onClick={() => knap.udfoer(editor)}
            >
              {/* The glyph is a picture of the action, the name its word (no aria-label: the name is the words shown to a reader). */}
              <span aria-hidden="true">{knap.tegn}</span>
              <span className="visually-hidden">{t(knap.navn)}</span>
            </Button>
          ))}
        </ButtonGroup>
      </ButtonToolbar>
      <EditorContent editor={editor} />
    </div>
  );
}
