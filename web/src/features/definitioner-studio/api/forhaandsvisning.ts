import { useEffect, useState } from 'react';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { indlaesLiveValidator } from '../../../shared/schema-form/live-validator';
import { medTrim, type SkemaOgValidator } from '../../../shared/schema-form/validator';

/**
 * The address of the browser validator of a form's schema with the editor's unsaved files laid over
 * the draft (POST …/Forhaandsvisning); the server makes it as it makes a published schema's. Nothing is saved.
 */
export async function forhaandsvisning(
  id: string,
  schemaId: string,
  filer: Readonly<Record<string, unknown>>,
  signal?: AbortSignal,
): Promise<string> {
  const path = `/api/Definitioner/Udkast/${encodeURIComponent(id)}/Forhaandsvisning`;
  const svar = await apiFetch<{ adresse?: unknown }>(path, {
    kontekst: 'admin',
    method: 'POST',
    body: { schemaId, filer: Object.entries(filer).map(([sti, indhold]) => ({ sti, indhold })) },
    signal,
  });
  if (typeof svar?.adresse !== 'string') throw new UventetDataFejl(path);
  return svar.adresse;
}

// Typing in an editor changes the files at each key; the server is asked once the typing pauses.
const PAUSE_MS = 300;

export interface Forhaandsvisning {
  /** The schema and validator for SchemaForm's `skema`, once the server has made them. */
  skema?: SkemaOgValidator;
  fejl?: unknown;
  /** Whether the schema shown is not yet made from the present edits (the preview says it is updating). */
  opdateres: boolean;
}

/**
 * The studio's one way to check a preview: the schema and validator the server makes from the draft
 * with the unsaved files laid over it, as it makes a published schema's, so the preview checks what
 * the real page will once it is published. Asked anew when the files change, once the typing pauses.
 */
export function useForhaandsvisning(udkastId: string, schemaId: string, ugemte: Readonly<Record<string, unknown>>): Forhaandsvisning {
  // The edits the schema and validator were made from.
  const [laget, setLaget] = useState<{ noegle: string; skema: SkemaOgValidator }>();
  const [fejl, setFejl] = useState<unknown>();
  const noegle = JSON.stringify([schemaId, ugemte]);

  useEffect(() => {
    const afbryd = new AbortController();
    const timer = setTimeout(() => {
      forhaandsvisning(udkastId, schemaId, JSON.parse(noegle)[1] as Record<string, unknown>, afbryd.signal)
        .then((adresse) => indlaesLiveValidator(schemaId, adresse))
        .then(({ schema, validator }) => {
          if (afbryd.signal.aborted) return;
          setLaget({ noegle, skema: { schema, validator: medTrim(validator) } });
          setFejl(undefined);
        })
        .catch((error: unknown) => {
          if (!afbryd.signal.aborted) setFejl(error);
        });
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      afbryd.abort();
    };
  }, [udkastId, schemaId, noegle]);

  return {
    ...(laget ? { skema: laget.skema } : {}),
    ...(fejl !== undefined ? { fejl } : {}),
    opdateres: laget?.noegle !== noegle && fejl === undefined,
  };
}
