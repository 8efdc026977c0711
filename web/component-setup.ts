import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest's globals Testing Library cannot register its own clean-up.
afterEach(cleanup);

// A form's validator chunk loads on first use; on a busy machine that can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out, so it has no scrolling; the error summary scrolls to a field it focuses.
Element.prototype.scrollIntoView = () => undefined;
