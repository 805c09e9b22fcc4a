import { useEffect, useSyncExternalStore } from 'react';
import { useGivenErrorTexts } from '@/components/errors/error-texts';
import type { ErrorMessageKey } from '@/lib/errors';
import { errorsNamespaceKey, lookupErrorText, type ErrorTexts } from '@/lib/i18n/error-message';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

// The whole namespace, once per document and language (a language switch re-renders in place).
let loaded: { lang: string; texts: ErrorTexts } | null = null;
let loadingLang: string | null = null;
const listeners = new Set<() => void>();

const pageLang = () => document.documentElement.lang;

function loadAllErrorTexts(): void {
  const lang = pageLang();
  // Offline, a failed chunk would make the page reload itself (ChunkLoadRecovery): the given texts do.
  if (loaded?.lang === lang || loadingLang === lang || !navigator.onLine) return;
  loadingLang = lang;
  loadMessages(isLocale(lang) ? lang : defaultLocale).then(
    (messages) => {
      loaded = { lang, texts: messages.Errors as unknown as ErrorTexts };
      for (const listener of listeners) listener();
    },
    () => {
      // Offline before the file was ever loaded: the given texts stay; the next ask tries again.
      loadingLang = null;
    },
  );
}

const loadedForPage = () => (loaded?.lang === pageLang() ? loaded.texts : null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Server actions answer with message keys; this shows them in the page's language. A key the page was
 * not given shows the generic message until the namespace has loaded, then its own. A form starts the
 * load when it mounts, once the page has settled; `preload: false` waits until a key is missing (the
 * favourite controls on every list page, whose usual failure, offline, is among the given texts).
 */
export function useErrorMessage({ preload = true }: { preload?: boolean } = {}): (key: ErrorMessageKey) => string {
  const given = useGivenErrorTexts();
  const all = useSyncExternalStore(subscribe, loadedForPage, () => null);
  useEffect(() => {
    if (!preload) return;
    const start = () => loadAllErrorTexts();
    if ('requestIdleCallback' in window) {
      const idle = requestIdleCallback(start, { timeout: 5_000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(start, 1_000);
    return () => clearTimeout(timer);
  }, [preload]);
  return (key) => {
    const texts = all ?? given;
    const inner = errorsNamespaceKey(key, (candidate) => lookupErrorText(texts, candidate) !== undefined);
    if (!all && inner === 'internal') loadAllErrorTexts();
    return lookupErrorText(texts, inner) ?? lookupErrorText(given, 'internal') ?? '';
  };
}
