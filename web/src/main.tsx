import './styles/bootstrap.scss';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, forberedSti } from './app/app';
import { foersteSkaermUdenPauser } from './app/foerste-skaerm';
import { forindlaesteModuler } from './shared/navigation/forindlaeste-moduler';
import { brugLiveTekster } from './shared/live/live-tekster';
import { brugLiveValidatorer } from './shared/live/live-validatorer';

// Wording and rules published since this build are in the page; every t() and form from the first render on reads them.
brugLiveTekster();
brugLiveValidatorer();

const rod = document.getElementById('root');
if (!rod) throw new Error('index.html has no #root element');

// A first screen the HTML preloads (server/forindlaesning.ts) renders once its chunks have run and
// its area and screen are loaded, as a transition: React then finds every lazy module of it ready
// and shows the screen in one pass, not a spinner first and the screen 300 ms later (React holds back
// what replaces a fallback that long). Not awaited at the top: those chunks import this one.
void forindlaesteModuler()
  .then((forindlaest) => (forindlaest ? forberedSti(window.location.pathname) : undefined))
  // A chunk that did not load is the lazy screen's to report, as it always is.
  .catch(() => undefined)
  .then(() => {
    foersteSkaermUdenPauser();
    startTransition(() => {
      createRoot(rod).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
