import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

const stillOpen = [
  { href: '/', key: 'underAgeStillTop' },
  { href: '/docs/help', key: 'underAgeStillHelp' },
  { href: '/docs/terms', key: 'underAgeStillTerms' },
] as const;

/** Why an under-18 birthdate at sign-up made no account, and the pages that stay open to them. */
export async function UnderAgeSignUp() {
  const t = await getTranslations('Restriction');
  return (
    <>
      <p className="text-slate-700">{t('underAgeSignUp')}</p>
      <nav aria-label={t('underAgeStillLabel')}>
        <h2 className="text-base font-semibold text-slate-900">{t('underAgeStillLabel')}</h2>
        <ul className="mt-1">
          {stillOpen.map(({ href, key }) => (
            <li key={key}>
              <Link href={href} className="inline-flex min-h-11 items-center font-medium text-primary-700 underline">
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
