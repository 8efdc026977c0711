const undervejs = new Set<Promise<unknown>>();

/**
 * A load a module starts as it loads that its screen's first render needs, such as a form's widgets
 * (schema-form/register.ts forberedRegister). forberedRute waits for it before the first render
 * (main.tsx), so the screen shows whole in one pass, not its form in a second under a Suspense
 * boundary (issue 21).
 */
export function forberedelse(loefte: Promise<unknown>): void {
  undervejs.add(loefte);
  const faerdig = () => undervejs.delete(loefte);
  loefte.then(faerdig, faerdig);
}

/** Settles when every load started so far has, failed ones too: the component that needs one reports its failure. */
export function forberedelser(): Promise<unknown> {
  return Promise.allSettled(undervejs);
}
