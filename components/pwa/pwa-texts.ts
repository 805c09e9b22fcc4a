import type { AppLocale } from '@/lib/i18n/locales';
import type { PluralTemplates } from '@/lib/i18n/plural-template';

/**
 * The installable app's texts on every page, translated on the server (components/pwa/pwa-shell.tsx):
 * the notices and the offline indicator take strings, so that no translation library loads with the page.
 */
export type PwaTexts = {
  locale: string;
  install: { title: string; body: string; dismiss: string; install: string };
  update: { needRefresh: string; reload: string };
  indicator: { label: string; offline: string; open: string; saved: string; pending: PluralTemplates };
  sync: { sent: PluralTemplates; conflicts: PluralTemplates; failed: string; signIn: string; close: string };
};

/** What the event-day panel, loaded when first opened with its messages, needs for its own translation provider. */
export type OfflinePanelIntl = { locale: AppLocale; timeZone: string };
