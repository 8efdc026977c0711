import type { AppDeps } from '../deps';
import type { Sagsreference, SendtMail } from './mailer';

/** The e-mails the portal has sent, as a case's journal shows them. */
export function createSendteMails({ store }: AppDeps) {
  const sendte = store.collection<SendtMail>('mails');
  return {
    /** The e-mails sent about one case, newest first. */
    forSag: (type: Sagsreference['type'], id: number) => sendte.find({ where: { caseRef: `${type}:${id}` }, order: 'created-desc' }),
  };
}
