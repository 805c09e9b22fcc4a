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
