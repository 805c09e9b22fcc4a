'use client';

import { useTranslations } from 'next-intl';
import { buttonStyles } from '@/components/ui/styles';
import type { AppLocale } from '@/lib/i18n/locales';
import { LoadedMessages } from '@/components/i18n/loaded-messages';
import { activateWaitingVersion } from './use-service-worker';

/** Offers the waiting new version (service-worker-notice.tsx decides when), with its texts loaded as it first shows. */
export function UpdateNotice({ locale }: { locale: AppLocale }) {
  return (
    <LoadedMessages locale={locale}>
      <Notice />
    </LoadedMessages>
  );
}

function Notice() {
  const t = useTranslations('Pwa.update');
  return (
    <div aria-live="polite" className="fixed right-4 bottom-4 z-40 flex max-w-sm items-center gap-3 rounded-lg border border-primary-200 bg-white p-3 text-sm text-slate-800 shadow-lg">
      <p>{t('needRefresh')}</p>
      <button type="button" className={buttonStyles.primary} onClick={activateWaitingVersion}>
        {t('reload')}
      </button>
    </div>
  );
}
