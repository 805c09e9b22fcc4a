import { buttonStyles } from '@/components/ui/styles';

// Revealed by CSS rather than a timer so that the page also appears when scripts failed to load,
// which is one of the reasons an error page is shown at all.
export function ErrorNotice({ title, hint, backLabel }: { title: string; hint?: string; backLabel: string }) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto flex min-h-[60vh] max-w-2xl flex-col justify-center px-4 py-16">
      <div className="invisible animate-reveal">
        <h1 className="text-2xl font-bold break-words text-slate-900 md:text-3xl">{title}</h1>
        {hint && <p className="mt-3 text-slate-700">{hint}</p>}
        {/* A full page load leaves whatever state caused the error behind. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={`${buttonStyles.primary} mt-8`}>
          {backLabel}
        </a>
      </div>
    </main>
  );
}

export function BotErrorBody({ title }: { title: string }) {
  return (
    <main id="main">
      <h1>{title}</h1>
    </main>
  );
}
