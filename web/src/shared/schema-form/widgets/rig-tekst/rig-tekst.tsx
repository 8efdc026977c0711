import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { t } from '@engine/tekster';

// The editor is large; only forms that use it load it.
const RigTekstEditor = lazy(() => import('./rig-tekst-editor'));

/** `"ui:widget": "rig-tekst"`: an HTML value edited as rich text (see rig-tekst-editor.tsx). */
export function RigTekst(props: WidgetProps<string, RJSFSchema>) {
  return (
    <Suspense
      fallback={
        <div className="border rounded p-3 text-body-secondary d-flex align-items-center gap-2">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          {t('web.indlaeser')}
        </div>
      }
    >
      <RigTekstEditor {...props} />
    </Suspense>
  );
}
