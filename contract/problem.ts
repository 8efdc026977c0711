import type { FeltFejl } from '../engine/felt-fejl';

/** An RFC 9457 problem answer: Danish title and detail, per-field errors when a body was refused. */
export interface Problem {
  type?: string;
  title: string;
  status: number;
  detail?: string;
  errors?: FeltFejl[];
  /** The OAuth 2.0 error code (RFC 6749 §5.2) of a refused token request, for OAuth client libraries. */
  error?: string;
  /** A definition set's problems, file by file (422 from publishing, server/definitioner/saet). */
  fejl?: { fil: string; sti: string; besked: string }[];
}
