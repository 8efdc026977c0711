import type { ReactNode } from 'react';
import { t } from '@engine/tekster';

/** The page frame inside Outlook's narrow task pane: a heading, one line on what it does, no navbar. */
export function Opgaverude({ children }: { children: ReactNode }) {
  return (
    <main className="p-3">
      <h1 className="h5">{t('journaliseringWeb.titel')}</h1>
      <p className="small text-secondary">{t('journaliseringWeb.intro')}</p>
      {children}
    </main>
  );
}
