import { parentPort, workerData } from 'node:worker_threads';
import { laesDokument, type Opgave } from './laes-dokument';

// The entry of a scan's worker thread (started by ./laes-tekst.ts): one file in, one reading out.
// Loaded through tsx's require hook, so no top-level await.
void laesDokument(workerData as Opgave).then((laesning) => parentPort?.postMessage(laesning));
