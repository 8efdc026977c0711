import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, skjulCpr } from './log';

describe('logging', () => {
  it('masks CPR numbers in messages, nested fields and errors', () => {
    expect(skjulCpr('cpr 120385-1234 og 0507782345')).toBe('cpr ********** og **********');
    expect(skjulCpr({ person: { cpr: '1203851234', navn: 'Mette' }, liste: ['230699-3456'] })).toEqual({
      person: { cpr: '**********', navn: 'Mette' },
      liste: ['**********'],
    });
    expect(JSON.stringify(skjulCpr(new Error('ukendt cpr 120385-1234')))).not.toContain('120385');
  });

  it('leaves CVR numbers and amounts alone', () => {
    expect(skjulCpr('cvr 24256790, beløb 18500')).toBe('cvr 24256790, beløb 18500');
  });

  it('writes no CPR number through the logger', () => {
    const lines: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    logger.info({ person: { cpr: '120385-1234' } }, 'login for 0507782345');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('login for **********');
    expect(lines[0]).not.toMatch(/120385|0507782345/);
  });
});
