import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

describe('the scheduler foerste-skaerm.ts sets the frame rate of', () => {
  it('is the copy react-dom renders with, not one of its own (its frame rate would then change nothing)', () => {
    const reactDoms = createRequire(require.resolve('react-dom/package.json')).resolve('scheduler');
    expect(require.resolve('scheduler')).toBe(reactDoms);
  });
});
