import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

export async function BrandLink() {
  const t = await getTranslations('Metadata');
  return (
    <Link
      href="/"
      className="flex min-w-0 items-center gap-2 font-bold text-slate-900 no-underline hover:no-underline"
    >
      <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-500">
        <span className="size-3 rounded-sm bg-white" />
      </span>
      <span className="truncate text-sm sm:text-base">{t('siteName')}</span>
    </Link>
  );
}
