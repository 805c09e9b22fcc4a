import { defaultLocale, isLocale, localeCookie, type AppLocale } from './locales';

interface WeightedTag {
  tag: string;
  quality: number;
}

export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const tags: WeightedTag[] = [];
  for (const part of header.split(',')) {
    const [rawTag = '', ...params] = part.trim().split(';');
    const tag = rawTag.trim().toLowerCase();
    if (!tag) continue;
    const qualityParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = qualityParam === undefined ? 1 : Number(qualityParam.slice(2));
    if (!Number.isFinite(quality) || quality <= 0) continue;
    tags.push({ tag, quality });
  }
  // Array.prototype.sort is stable, so equal weights keep the browser's order.
  return tags.sort((a, b) => b.quality - a.quality).map(({ tag }) => tag);
}

export function localeFromLanguageTag(tag: string): AppLocale | undefined {
  const primary = tag.toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

export function localeFromAcceptLanguage(header: string | null | undefined): AppLocale | undefined {
  for (const tag of parseAcceptLanguage(header)) {
    const locale = localeFromLanguageTag(tag);
    if (locale) return locale;
  }
  return undefined;
}

// Regions whose Chinese is written in Traditional characters when the tag names no script.
const traditionalRegions = new Set(['tw', 'hk', 'mo']);

/**
 * Whether the browser's preferred Chinese is written in Traditional characters (zh-TW, zh-HK, zh-Hant…).
 * Such a browser gets the Simplified Chinese catalogue with a notice (docs/decisions/019-traditional-chinese.md).
 */
export function asksForTraditionalChinese(header: string | null | undefined): boolean {
  // The first Chinese tag, wherever it stands: a reader who chose Chinese on the site reads it in that script.
  const tag = parseAcceptLanguage(header).find((candidate) => localeFromLanguageTag(candidate) === 'zh');
  if (tag === undefined) return false;
  const subtags = tag.split(/[-_]/).slice(1);
  if (subtags.includes('hans')) return false;
  return subtags.includes('hant') || subtags.some((subtag) => traditionalRegions.has(subtag));
}

export function resolveLocale(input: {
  cookie?: string | null | undefined;
  acceptLanguage?: string | null | undefined;
}): AppLocale {
  if (isLocale(input.cookie)) return input.cookie;
  return localeFromAcceptLanguage(input.acceptLanguage) ?? defaultLocale;
}

/** The locale a request's pages are written in, for a route the proxy does not run on: its locale cookie, else its Accept-Language. */
export function requestLocale(request: Request): AppLocale {
  const cookie = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === localeCookie.name)?.[1];
  return resolveLocale({ cookie, acceptLanguage: request.headers.get('accept-language') });
}
