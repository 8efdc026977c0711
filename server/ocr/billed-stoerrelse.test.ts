import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { billedStoerrelse } from './billed-stoerrelse';

describe('billedStoerrelse', () => {
  const canvas = createCanvas(300, 120);

  it('reads width and height from a PNG and a JPEG header', () => {
    expect(billedStoerrelse(canvas.encodeSync('png'))).toEqual({ bredde: 300, hoejde: 120 });
    expect(billedStoerrelse(canvas.encodeSync('jpeg'))).toEqual({ bredde: 300, hoejde: 120 });
  });

  it('finds no size in a file that only starts like an image', () => {
    expect(billedStoerrelse(Buffer.from('\x89PNG\r\n\x1a\nikke en png, men lang nok', 'latin1'))).toBeUndefined();
    expect(billedStoerrelse(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x02, 0xff]))).toBeUndefined();
  });
});
