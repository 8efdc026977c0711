/**
 * Width and height in pixels from a PNG or JPEG header, so an image is measured before it is
 * decoded: a small file can unpack to gigabytes of pixels. Undefined when no size is found.
 */
export function billedStoerrelse(bytes: Uint8Array): { bredde: number; hoejde: number } | undefined {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // PNG: the IHDR chunk comes first, width and height at bytes 16 and 20.
  if (bytes[0] === 0x89) {
    const ihdr = bytes.byteLength >= 24 && String.fromCharCode(...bytes.subarray(12, 16)) === 'IHDR';
    return ihdr ? { bredde: data.getUint32(16), hoejde: data.getUint32(20) } : undefined;
  }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  // JPEG: walk the marker segments to the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC).
  let i = 2;
  while (i + 9 <= bytes.byteLength && bytes[i] === 0xff) {
    const markoer = bytes[i + 1]!;
    if (markoer === 0xff) {
      i++;
      continue;
    }
    if (markoer >= 0xc0 && markoer <= 0xcf && markoer !== 0xc4 && markoer !== 0xc8 && markoer !== 0xcc) {
      return { bredde: data.getUint16(i + 7), hoejde: data.getUint16(i + 5) };
    }
    i += 2 + data.getUint16(i + 2);
  }
  return undefined;
}
