import type { SkemaKontekst, Tilskud } from '../schema-form/widgets/kontekst';

type Node = Record<string, unknown>;

const erObjekt = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What the widgets get in the preview: sample lists and values instead of the screen's own lookups. */
export interface EksempelKontekst {
  tilskud?: readonly Tilskud[];
  periode?: { fra?: string; til?: string };
  tekstType?: string;
  advarsler?: Readonly<Record<string, readonly string[]>>;
  statusValg?: SkemaKontekst['statusValg'];
  /** cvr-opslag: the companies the sample knows, CVR → name; any other CVR is not found. */
  virksomheder?: Readonly<Record<string, string>>;
}

/** schemas/<navn>.eksempel.json: the sample a form is shown with. */
export interface Eksempel {
  data?: unknown;
  kontekst?: EksempelKontekst;
}

/** The sample file's content, or nothing when it is not an object. */
export const somEksempel = (json: unknown): Eksempel => (erObjekt(json) ? json : {});

/**
 * The form's sample data: the sample file's, else each field's first `examples` or its `default`
 * from the schema (undefined when the schema names none, and the form starts empty).
 */
export function eksempelData(schema: Node, eksempel: Eksempel): unknown {
  return eksempel.data ?? fraSchema(schema);
}

function fraSchema(node: unknown): unknown {
  if (!erObjekt(node)) return undefined;
  if (Array.isArray(node['examples']) && node['examples'].length > 0) return node['examples'][0];
  if (node['default'] !== undefined) return node['default'];
  if (!erObjekt(node['properties'])) return undefined;
  const felter = Object.entries(node['properties']).flatMap(([navn, under]) => {
    const vaerdi = fraSchema(under);
    return vaerdi === undefined ? [] : [[navn, vaerdi] as const];
  });
  return felter.length > 0 ? Object.fromEntries(felter) : undefined;
}

/**
 * The widgets' context for the preview: the sample's lists and period, and a CVR look-up that
 * answers from the sample's companies (no register is asked). Buttons that open the screen's own
 * dialogs (the employee dialog) do nothing here; that dialog is its own form in the list.
 */
export function eksempelKontekst({ virksomheder = {}, ...kontekst }: EksempelKontekst = {}): SkemaKontekst {
  return {
    ...kontekst,
    findVirksomhed: (cvr) => Promise.resolve(Object.hasOwn(virksomheder, cvr) ? (virksomheder[cvr] ?? null) : null),
  };
}
