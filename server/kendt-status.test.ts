import { describe, expect, it } from 'vitest';
import { kraevKendtStatus } from './kendt-status';
import { ProblemFejl } from './problem';
import { anmodningWorkflow, arbejdsmangelWorkflow } from './workflows/maskiner';

describe('kraevKendtStatus', () => {
  it("lets through no status and each of the workflow's own", () => {
    expect(() => kraevKendtStatus(anmodningWorkflow, undefined)).not.toThrow();
    expect(() => kraevKendtStatus(anmodningWorkflow, '')).not.toThrow();
    for (const status of Object.keys(arbejdsmangelWorkflow.root.states))
      expect(() => kraevKendtStatus(arbejdsmangelWorkflow, status)).not.toThrow();
  });

  it("refuses another workflow's status with 400 at /status, naming the statuses of the one asked", () => {
    const fejl = (() => {
      try {
        kraevKendtStatus(arbejdsmangelWorkflow, 'Oprettet');
      } catch (e) {
        return e;
      }
    })();
    expect(fejl).toBeInstanceOf(ProblemFejl);
    const besked = `Status skal være en af arbejdsgangens statusser: ${Object.keys(arbejdsmangelWorkflow.root.states).join(', ')}.`;
    expect((fejl as ProblemFejl).problem).toEqual({
      status: 400,
      title: 'Oplysningerne er ikke udfyldt korrekt.',
      detail: besked,
      errors: [{ path: '/status', message: besked }],
    });
  });
});
