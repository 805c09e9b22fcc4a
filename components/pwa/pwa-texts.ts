import type { AppLocale } from '@/lib/i18n/locales';
import type { PluralTemplates } from '@/lib/i18n/plural-template';

/**
 * The offline indicator's texts on every page, translated on the server (components/pwa/pwa-shell.tsx):
 * it takes strings, so that it shows at once when the connection drops, with no translation library or
 * messages file to load first. The rarer notices (update, install, sent edits) load their texts when
 * they first show (components/i18n/loaded-messages.tsx).
 */
export type PwaTexts = {
  locale: AppLocale;
  indicator: { label: string; offline: string; open: string; saved: string; pending: PluralTemplates };
};

/** What the event-day panel, loaded when first opened with its messages, needs for its own translation provider. */
export type OfflinePanelIntl = { locale: AppLocale; timeZone: string };
