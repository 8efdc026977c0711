/** The unescaped segments of a JSON Pointer (RFC 6901); '' is the root. */
export function pointerSegmenter(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** A JSON Pointer from segments. */
export function segmenterPointer(segmenter: readonly string[]): string {
  return segmenter.map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** rjsf's dotted error `property` ('.a.0.b', '' for the root) as a JSON Pointer, and back. */
export function propertyTilPointer(property: string | undefined): string {
  return segmenterPointer((property ?? '').split('.').filter(Boolean));
}

export function pointerTilProperty(pointer: string): string {
  return pointerSegmenter(pointer)
    .map((segment) => `.${segment}`)
    .join('');
}
