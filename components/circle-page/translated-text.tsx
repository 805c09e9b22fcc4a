import type { ShownText, TranslatedTextLabels } from '@/lib/catalogue/shown-text';

/**
 * A circle's text in the reader's language (lib/catalogue/shown-text.ts): a translation with the Japanese
 * behind "Show original" in a details element, so the page needs no script for it; DeepL's marked as a
 * machine translation, the circle's own not. No hooks: the server's page and the offline view both use it.
 */
export function TranslatedText({ shown, labels, locale, className }: { shown: ShownText; labels: TranslatedTextLabels; locale: string; className: string }) {
  if (shown.kind === 'as-written') return <p className={`${className} whitespace-pre-line`}>{shown.text}</p>;
  if (shown.kind === 'untranslated') {
    return (
      <div>
        <p lang="ja" className={`${className} whitespace-pre-line`}>
          {shown.text}
        </p>
        <p className="mt-1 text-xs text-slate-600">{labels.untranslated}</p>
      </div>
    );
  }
  return (
    <div data-translation={shown.kind}>
      <p lang={locale} className={`${className} whitespace-pre-line`}>
        {shown.text}
      </p>
      <details className="mt-1 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-slate-600">
          {shown.kind === 'machine' && <span className="rounded bg-slate-100 px-1.5 text-xs font-semibold text-slate-700">{labels.machine}</span>}
          <span className="underline">{labels.showOriginal}</span>
        </summary>
        <p lang="ja" className={`${className} whitespace-pre-line`}>
          {shown.original}
        </p>
      </details>
    </div>
  );
}

/** A title: the translation, the Japanese under it in small type (titles are short), and the machine mark. */
export function TranslatedTitle({ shown, labels, locale }: { shown: ShownText; labels: TranslatedTextLabels; locale: string }) {
  if (shown.kind === 'as-written' || shown.kind === 'untranslated') return <span lang={shown.kind === 'untranslated' ? 'ja' : undefined}>{shown.text}</span>;
  return (
    <>
      <span lang={locale}>{shown.text}</span>
      <span lang="ja" className="block text-sm font-normal text-slate-600">
        {shown.original}
        {shown.kind === 'machine' && <span className="ml-2 rounded bg-slate-100 px-1.5 text-xs font-semibold text-slate-700">{labels.machine}</span>}
      </span>
    </>
  );
}
