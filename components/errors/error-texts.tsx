'use client';

import { createContext, use, type ReactNode } from 'react';
import { lookupErrorText, type ErrorTexts } from '@/lib/i18n/error-message';

const ErrorTextsContext = createContext<ErrorTexts>({});

/**
 * The `Errors` texts a page gives its client components: every page gets the few that the error and
 * not-found screens and the offline favourites need (shellErrorTexts). The rest of the namespace loads
 * in the browser when a form first asks for it (useErrorMessage), so that the whole namespace does not
 * travel with every page.
 */
export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext value={texts}>{children}</ErrorTextsContext>;
}

/** The texts the page gave its client components. */
export function useGivenErrorTexts(): ErrorTexts {
  return use(ErrorTextsContext);
}

/** A text the page was given; '' when it was not. */
export function useErrorText(): (key: string) => string {
  const texts = use(ErrorTextsContext);
  return (key) => lookupErrorText(texts, key) ?? '';
}
