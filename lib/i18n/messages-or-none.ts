import type { AppLocale } from './locales';
import type { AppMessages } from './messages';

/** Calls `retry` once a later attempt is worth making (in the browser: when the connection returns). */
type RetrySignal = (retry: () => void) => void;

const whenOnline: RetrySignal = (retry) => window.addEventListener('online', retry, { once: true });

/**
 * One promise per language for React's `use()`, which needs the same promise on each render, that settles
 * as null when the messages cannot be loaded instead of rejecting (a rejected promise would take the page
 * to its error screen). A failed load is kept until `retrySignal` fires: forgetting it at once would have
 * each render that follows ask again, and fail again, without end.
 */
export function messagesOrNone(load: (locale: AppLocale) => Promise<AppMessages>, retrySignal: RetrySignal = whenOnline): (locale: AppLocale) => Promise<AppMessages | null> {
  const kept = new Map<AppLocale, Promise<AppMessages | null>>();
  return (locale) => {
    let messages = kept.get(locale);
    if (!messages) {
      messages = load(locale).catch(() => {
        retrySignal(() => kept.delete(locale));
        return null;
      });
      kept.set(locale, messages);
    }
    return messages;
  };
}
