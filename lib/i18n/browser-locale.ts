import { resolveLocale } from './detect-locale';
import { localeCookie, type AppLocale } from './locales';

export function browserLocale(): AppLocale {
  const cookie = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === localeCookie.name)?.[1];
  return resolveLocale({ cookie, acceptLanguage: navigator.languages.join(',') });
}
