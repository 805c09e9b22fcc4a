import { getTranslations } from 'next-intl/server';

/** Shown while a list page renders for the first time; later filter changes keep the old list in view. */
export async function ListLoading() {
  const t = await getTranslations('CircleList');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:px-8" aria-busy="true">
      <p role="status" className="text-slate-700">
        {t('loading')}
      </p>
      <ul aria-hidden="true" className="mt-4 space-y-3">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="flex animate-pulse gap-3">
            <div className="h-[100px] w-[70px] rounded-sm bg-slate-200" />
            <div className="flex-1 space-y-2 py-1">
              <div className="h-4 w-1/3 rounded bg-slate-200" />
              <div className="h-3 w-1/4 rounded bg-slate-200" />
              <div className="h-3 w-1/5 rounded bg-slate-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
