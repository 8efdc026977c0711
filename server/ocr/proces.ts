import { laesDokument, type Opgave } from './laes-dokument';

// The entry of a scan's child process (started by ./laes-tekst.ts): one file in, one reading out.
// Loaded through tsx's require hook, so no top-level await.
process.once('message', async (opgave: Opgave) => {
  process.send?.(await laesDokument(opgave), () => process.exit(0));
});
