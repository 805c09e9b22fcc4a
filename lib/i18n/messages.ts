import type { AppLocale } from './locales';
import { perLocale } from './per-locale';
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

/**
 * The language's messages for a client island that brings its own translations: one load per language
 * and page, shared by every island that asks (its `use()` needs the same promise each render), and
 * forgotten when it fails so that the next ask tries again.
 */
export const loadMessagesOnce = perLocale(loadMessages);
