import { ApiFejl } from '../api/client';
import type { GemKladdeBody, GemtKladdeSvar } from './api/gem-kladde';
import { laerReferencer, medReferencer, sammenligning, type Referencer } from './filer';

/** Quiet time after a change before the draft is saved; a new step is saved at once. */
export const GEM_EFTER_MS = 2000;

export type KladdeStatus =
  { type: 'genoptaget'; tid: string } | { type: 'gemmer' } | { type: 'gemt'; tid: string } | { type: 'fejl' } | null;

/** The form as it stands now. */
export interface KladdeTilstand<T> {
  data: T;
  trin?: string;
  /** While the form is being submitted nothing is saved (the submission turns the draft into the case). */
  indsender?: boolean;
  /** Raised when the form was submitted and starts over: the draft is gone on the server, the new form is not one. */
  udgave?: number;
}

export interface KladdeGemmerValg {
  version: number;
  referencer: Referencer;
  /** The form starts with changes the server has not got. */
  ikkeGemt: boolean;
  trin?: string;
  gem: (body: GemKladdeBody) => Promise<GemtKladdeSvar>;
  paaStatus: (status: KladdeStatus) => void;
  /** The form was submitted: forget any unsaved changes kept elsewhere. */
  glem: () => void;
}

interface Venter {
  data: unknown;
  trin?: string;
  noegle: string;
}

/**
 * Saves a form as a draft while the person works: at most once per GEM_EFTER_MS of changes, at once
 * on a new step, never while submitting, one save at a time. A file is sent once, then by its
 * reference. After a 409 (the draft was deleted meanwhile) what is typed next becomes a new draft.
 */
export class KladdeGemmer {
  private version: number;
  private readonly referencer: Referencer;
  private readonly numre = new Map<string, number>();
  // What the server has, as a comparison key: unknown until the first state, empty when it lacks changes.
  private gemt: string | undefined;
  private gemtTrin: string | undefined;
  private venter: Venter | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private igang = false;
  private indsender = false;
  private udgave: number | undefined;
  // Until the person does something, a change is the form filling in its defaults: no draft of its own.
  private brugt: boolean;

  constructor(private readonly valg: KladdeGemmerValg) {
    this.version = valg.version;
    this.referencer = valg.referencer;
    this.gemt = valg.ikkeGemt ? '' : undefined;
    this.gemtTrin = valg.trin;
    this.brugt = valg.ikkeGemt;
  }

  /** The person typed, clicked or picked something in the page. */
  brugerHandling(): void {
    this.brugt = true;
  }

  /** Called with every state of the form. */
  opdater<T>({ data, trin, indsender = false, udgave = 0 }: KladdeTilstand<T>): void {
    this.indsender = indsender;
    const noegle = sammenligning(data, trin, this.numre);
    this.udgave ??= udgave;
    if (udgave !== this.udgave) {
      this.udgave = udgave;
      this.version = 0;
      this.referencer.clear();
      this.gemt = noegle;
      this.venter = null;
      this.brugt = false;
      clearTimeout(this.timer);
      this.valg.glem();
      this.valg.paaStatus(null);
      return;
    }
    if (this.gemt === undefined || !this.brugt) {
      this.gemt = noegle;
      this.gemtTrin = trin;
    }
    if (noegle === this.gemt) {
      this.venter = null;
      return;
    }
    this.venter = { data, trin, noegle };
    if (indsender) clearTimeout(this.timer);
    else this.planlaeg(trin !== this.gemtTrin ? 0 : GEM_EFTER_MS);
  }

  /** The unsaved changes as a save's body, or null when the server has everything. */
  ikkeGemt(): (GemKladdeBody & { indsender: boolean }) | null {
    if (!this.venter) return null;
    const data = medReferencer(this.venter.data, this.referencer) as object;
    return { data, trin: this.venter.trin, version: this.version, indsender: this.indsender };
  }

  /** Leaving the form inside the app, or the session ending soon: a save still waiting goes now. */
  forlad(): void {
    if (this.timer === undefined) return;
    clearTimeout(this.timer);
    void this.gemNu();
  }

  private planlaeg(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.gemNu(), ms);
  }

  private async gemNu(): Promise<void> {
    this.timer = undefined;
    const venter = this.venter;
    if (this.igang || !venter || this.indsender) return;
    this.igang = true;
    const udgave = this.udgave;
    this.valg.paaStatus({ type: 'gemmer' });
    try {
      const sendt = medReferencer(venter.data, this.referencer) as object;
      const svar = await this.valg.gem({ data: sendt, trin: venter.trin, version: this.version });
      // Submitted while the save was under way: the answer is for a draft that is gone.
      if (this.udgave !== udgave) return;
      this.version = svar.version;
      laerReferencer(sendt, svar.data, this.referencer);
      this.gemt = venter.noegle;
      this.gemtTrin = venter.trin;
      if (this.venter === venter) this.venter = null;
      this.valg.paaStatus({ type: 'gemt', tid: svar.opdateret });
    } catch (fejl) {
      if (!(fejl instanceof ApiFejl && fejl.status === 409)) {
        this.valg.paaStatus({ type: 'fejl' });
        return;
      }
      // Deleted meanwhile (submitted, or on another device): only further typing makes it a draft again.
      this.version = 0;
      this.referencer.clear();
      return;
    } finally {
      this.igang = false;
    }
    if (this.venter && !this.indsender) this.planlaeg(0);
  }
}
