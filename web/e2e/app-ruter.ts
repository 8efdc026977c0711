import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

const APP = resolve(import.meta.dirname, '../src/app/app.tsx');

/**
 * Every path pattern the SPA's route definitions serve, read from the `<Route>` elements of
 * web/src/app: an area mounted as `<Route path="/app/admin/*" element={<AdminArea />} />` (a lazy
 * import) is followed into its file, whose routes are relative to it. A splat (`/app/admin/*`) is
 * that area's not-found screen. So a new route is in this list without anyone adding it by hand.
 */
export function appRuter(fil = APP, praefiks = ''): string[] {
  const kilde = ts.createSourceFile(fil, readFileSync(fil, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const omraader = lazyImporter(kilde, dirname(fil));
  const ruter: string[] = [];
  const besoeg = (node: ts.Node) => {
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && node.tagName.getText() === 'Route') {
      const sti = attribut(node, 'path');
      const fuld = attribut(node, 'index') === true ? praefiks || '/' : samlet(praefiks, typeof sti === 'string' ? sti : '');
      const omraade = omraader.get(elementNavn(node) ?? '');
      if (omraade && fuld.endsWith('/*')) ruter.push(...appRuter(omraade, fuld.slice(0, -2)));
      else ruter.push(fuld);
    }
    ts.forEachChild(node, besoeg);
  };
  besoeg(kilde);
  return ruter;
}

const samlet = (praefiks: string, sti: string) => (sti.startsWith('/') || !praefiks ? sti : `${praefiks}/${sti}`);

/** `const X = lazy(() => import('./sti'))`: X → the .tsx file. */
function lazyImporter(kilde: ts.SourceFile, mappe: string): Map<string, string> {
  const filer = new Map<string, string>();
  for (const udsagn of kilde.statements) {
    if (!ts.isVariableStatement(udsagn)) continue;
    for (const erklaering of udsagn.declarationList.declarations) {
      const importSti = /lazy\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)\s*\)/.exec(erklaering.initializer?.getText() ?? '')?.[1];
      if (importSti && ts.isIdentifier(erklaering.name)) filer.set(erklaering.name.text, join(mappe, `${importSti}.tsx`));
    }
  }
  return filer;
}

/** A JSX attribute's string value, `true` for a bare attribute, undefined when absent or not a literal. */
function attribut(node: ts.JsxOpeningLikeElement, navn: string): string | true | undefined {
  for (const a of node.attributes.properties) {
    if (!ts.isJsxAttribute(a) || a.name.getText() !== navn) continue;
    if (!a.initializer) return true;
    if (ts.isStringLiteral(a.initializer)) return a.initializer.text;
  }
  return undefined;
}

/** The component an element={<X />} attribute renders. */
function elementNavn(node: ts.JsxOpeningLikeElement): string | undefined {
  for (const a of node.attributes.properties) {
    if (!ts.isJsxAttribute(a) || a.name.getText() !== 'element' || !a.initializer || !ts.isJsxExpression(a.initializer)) continue;
    const udtryk = a.initializer.expression;
    if (udtryk && ts.isJsxSelfClosingElement(udtryk)) return udtryk.tagName.getText();
  }
  return undefined;
}
