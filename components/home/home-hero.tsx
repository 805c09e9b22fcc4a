import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonStyles } from '@/components/ui/styles';
import { startLegacySignInAction } from '@/lib/auth/actions/start-legacy-sign-in';
import { signInOptions } from '@/lib/auth/sign-in-options';
import { plainFormAction } from '@/components/forms/plain-form-action';

export async function HomeHero() {
  const t = await getTranslations('Home');
  return (
    <section aria-labelledby="home-title" className="bg-gradient-to-b from-primary-50 to-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[1.4fr_1fr] md:items-center md:px-8 md:py-16">
        <div>
          <p className="inline-block rounded-full bg-secondary-100 px-3 py-1 text-sm font-semibold text-secondary-700">
            {t('eyebrow')}
          </p>
          <h1 id="home-title" className="mt-4 text-3xl leading-tight font-bold text-slate-900 md:text-5xl">
            {t('title')}
          </h1>
          <p className="mt-4 max-w-prose text-lg text-slate-700">{t('lead')}</p>
        </div>
        <section aria-labelledby="home-sign-in" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="home-sign-in" className="text-lg font-bold text-slate-900">
            {t('signInHeading')}
          </h2>
          <div className="mt-4 grid gap-3">
            <Link href="/auth/login" className={buttonStyles.primary}>
              {t('signIn')}
            </Link>
            {/* Straight to the old circle site's sign-in: a server-rendered form, no script of its own. */}
            {signInOptions().legacy && (
              <form action={plainFormAction(startLegacySignInAction)} className="grid">
                <button type="submit" className={buttonStyles.outline}>
                  {t('legacySignIn')}
                </button>
              </form>
            )}
          </div>
          <p className="mt-4 text-sm text-slate-600">{t('signInNote')}</p>
        </section>
      </div>
    </section>
  );
}
