import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { lazy, Suspense, useId } from 'react';
import { t } from '@engine/tekster';
import { TekstOmraade } from '../../tema/input';
import type { SkemaKontekst } from '../kontekst';
import { delDokument } from '../rig-tekst/html-dokument';
import { RigTekst } from '../rig-tekst/rig-tekst';

// DOMPurify (about 11 KB gzip) loads with the preview, which only the secretariat's text editor shows.
const SikkerHtml = lazy(() => import('../../../layout/sikker-html'));

/**
 * `"ui:widget": "tekst-indhold"`: a site text's content as its type needs it (formContext.tekstType).
 * HTML is written in the rich-text editor the e-mails use, with a preview of how the page shows it
 * (sanitised, and of a whole document only its body); other types in the forms' textarea.
 */
export function TekstIndholdWidget(props: WidgetProps<string, RJSFSchema>) {
  const previewId = useId();
  const { tekstType } = props.registry.formContext as SkemaKontekst;
  if (tekstType !== 'html') return <TekstOmraade {...props} />;
  const html = typeof props.value === 'string' ? props.value : '';
  return (
    <>
      <RigTekst {...props} />
      <section className="mt-3" aria-labelledby={previewId}>
        <h3 id={previewId} className="h6 text-body-secondary">
          {t('web.tekst.forhaandsvisning')}
        </h3>
        <div className="border rounded p-3 bg-body-tertiary">
          <Suspense fallback={null}>
            <SikkerHtml html={delDokument(html).indre} className="mb-0" />
          </Suspense>
        </div>
      </section>
    </>
  );
}
