import { Route, Routes } from 'react-router-dom';
import { JournaliserEmail } from '../../features/journalisering/components/journaliser-email';
import { Opgaverude } from '../../features/journalisering/components/opgaverude';
import { useAdminTokens } from '../../shared/api/admin-token';
import { IkkeFundet } from '../../shared/layout/ikke-fundet';
import { LoginFormular } from '../admin/login-formular';

/**
 * The e-mail journalising add-in page at /app/outlook-journalisering (SPEC §2.5), shown in
 * Outlook's task pane. The admin logs in here first when no token is stored; the page then starts over.
 */
export default function OutlookJournaliseringArea() {
  const tokens = useAdminTokens();
  return (
    <Opgaverude>
      <Routes>
        <Route index element={tokens === null ? <LoginFormular /> : <JournaliserEmail />} />
        <Route path="*" element={<IkkeFundet />} />
      </Routes>
    </Opgaverude>
  );
}
