'use client';

import { useTranslations } from 'next-intl';
import { buttonStyles } from '@/components/ui/styles';
import type { AppLocale } from '@/lib/i18n/locales';
import { LoadedMessages } from '@/components/i18n/loaded-messages';

type Actions = { onInstall: () => void; onDismiss: () => void };

/** The install offer's banner (install-prompt.tsx decides when), with its texts loaded as it first shows. */
export function InstallBanner({ locale, ...actions }: Actions & { locale: AppLocale }) {
  return (
    <LoadedMessages locale={locale}>
      <Banner {...actions} />
    </LoadedMessages>
  );
}

function Banner({ onInstall, onDismiss }: Actions) {
  const t = useTranslations('Pwa.install');
  return (
    <section
      aria-labelledby="install-prompt-title"
      className="fixed inset-x-4 bottom-4 z-40 mx-auto max-w-md rounded-xl border-t-4 border-primary-600 bg-white p-4 shadow-2xl"
    >
      <h2 id="install-prompt-title" className="font-bold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('body')}</p>
      <div className="mt-3 flex justify-end gap-2">
        <button type="button" className={buttonStyles.outline} onClick={onDismiss}>
          {t('dismiss')}
        </button>
        <button type="button" className={buttonStyles.primary} onClick={onInstall}>
          {t('install')}
        </button>
      </div>
    </section>
  );
}
