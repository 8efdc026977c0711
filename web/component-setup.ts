import '@testing-library/jest-dom/vitest';
// Components are tested outside their areas: every fixed text is loaded, as the server has them.
import '@engine/alle-tekster';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest's globals Testing Library cannot register its own clean-up.
afterEach(cleanup);

// A form's validator chunk loads on first use; on a busy machine that can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out: no scrolling (the error summary scrolls to the field it focuses) and no
// positions (the rich-text editor asks where the selection is); everything stands at 0,0.
Element.prototype.scrollIntoView = () => undefined;
Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();
document.elementFromPoint = () => null;
