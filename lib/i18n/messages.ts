import type { AppLocale } from './locales';
import type en from '@/messages/en.json';

export type AppMessages = typeof en;

const loaders: Record<AppLocale, () => Promise<{ default: AppMessages }>> = {
  en: () => import('@/messages/en.json'),
  ja: () => import('@/messages/ja.json'),
  zh: () => import('@/messages/zh.json'),
};

export async function loadMessages(locale: AppLocale): Promise<AppMessages> {
  return (await loaders[locale]()).default;
}

const loaded = new Map<AppLocale, Promise<AppMessages>>();

/**
 * The language's messages for a client island that brings its own translations: one load per language
 * and page, shared by every island that asks (its `use()` needs the same promise each render), and
 * forgotten when it fails so that the next ask tries again.
 */
export function loadMessagesOnce(locale: AppLocale): Promise<AppMessages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = loadMessages(locale);
    loaded.set(locale, messages);
    messages.catch(() => loaded.delete(locale));
  }
  return messages;
}
