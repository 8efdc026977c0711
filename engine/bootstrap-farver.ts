/** A status badge's colour (`meta.farve` on a state): one of Bootstrap's colours. */
export const BOOTSTRAPFARVER = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'light', 'dark'];

/** A handling's button colour (`meta.farve` on a transition): one of Bootstrap's button variants, filled or outlined. */
export const KNAPFARVER = [...BOOTSTRAPFARVER, ...BOOTSTRAPFARVER.map((f) => `outline-${f}`)];
