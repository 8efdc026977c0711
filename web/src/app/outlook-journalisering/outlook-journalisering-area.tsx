// First, so the modules below find their texts (engine/tekster.ts).
import './tekster';
import { Route, Routes } from 'react-router-dom';
import { OUTLOOK_JOURNALISERING } from '@engine/app-ruter';
import { JournaliserEmail } from '../../features/journalisering/components/journaliser-email';
import { LoginDialog } from '../../features/journalisering/components/login-dialog';
import { Opgaverude } from '../../features/journalisering/components/opgaverude';
import { useAdminTokens } from '../../shared/api/admin-token';
import { IkkeFundet } from '../../shared/layout/ikke-fundet';
import { OutlookLogin } from './outlook-login';

/**
 * The e-mail journalising add-in page at /app/outlook-journalisering (SPEC §2.5), shown in
 * Outlook's task pane. The admin signs in here first (as the server is set up: password, or the
 * organisation's provider in Office's sign-in dialog, whose page is log-ind) when no token is stored;
 * the page then starts over.
 */
export default function OutlookJournaliseringArea() {
  const tokens = useAdminTokens();
  return (
    <Opgaverude>
      <Routes>
        <Route index element={tokens === null ? <OutlookLogin /> : <JournaliserEmail />} />
        <Route path={OUTLOOK_JOURNALISERING.logInd} element={<LoginDialog />} />
        <Route path="*" element={<IkkeFundet />} />
      </Routes>
    </Opgaverude>
  );
}
