import { statusEtiket, type Arbejdsgang } from '../../engine/workflow';
import type { ArbejdsmangelAnsoegning } from '../arbejdsmangel/ansoegninger';
import { emailVaerdier } from '../arbejdsmangel/email-vaerdier';
import type { AppDeps } from '../deps';
import { udfyldSkabelon } from '../mail/skabelon';
import type { Tekster } from '../tekst/tekster';

/**
 * The e-mail telling the company of a decision on its application, the template the transition names
 * (`meta.email` in workflows/arbejdsmangel-ansoegning.machine.json), to the address its login gave it.
 * The placeholders filled in here are those workflows/implementeringer.ts lists for check:definitions.
 */
export function createBeslutningEmail(deps: Pick<AppDeps, 'mailer'>, tekster: Tekster) {
  return async (a: ArbejdsmangelAnsoegning, skabelon: string, workflow: Arbejdsgang): Promise<void> => {
    // As the receipt: a company the register gives no address is told on its page only.
    if (!a.virksomhedsEmail) return;
    const { subject, body } = await udfyldSkabelon(tekster, skabelon, {
      ...emailVaerdier(a),
      // The new status by its label in the application's own workflow version.
      status: statusEtiket(workflow.config as { states: object }, a.status),
    });
    await deps.mailer.send({ til: a.virksomhedsEmail, emne: subject, html: body, sag: { type: 'arbejdsmangel', id: a.id } });
  };
}
