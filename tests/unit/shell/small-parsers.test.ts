import { describe, expect, it } from 'vitest';
import { isConsentGiven } from '@/lib/consent/consent-cookie';
import { isBotUserAgent } from '@/lib/http/is-bot';
import { parsePrintType, printTypeFromSegment } from '@/lib/print/print-type';

describe('isConsentGiven', () => {
  it.each(['yes', 'YES', 'true', 'True', '1', ' yes '])('%s counts as accepted', (value) => {
    expect(isConsentGiven(value)).toBe(true);
  });

  it.each(['no', '0', 'false', '', 'yess', undefined, null])('%s does not', (value) => {
    expect(isConsentGiven(value)).toBe(false);
  });
});

describe('isBotUserAgent', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    'facebookexternalhit/1.1',
  ])('recognises %s', (userAgent) => {
    expect(isBotUserAgent(userAgent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    '',
    null,
  ])('lets people through: %s', (userAgent) => {
    expect(isBotUserAgent(userAgent)).toBe(false);
  });
});

describe('parsePrintType', () => {
  it.each([
    ['3', 3],
    ['0', 0],
    ['12', 12],
    ['', 0],
    ['abc', 0],
    ['3a', 0],
    ['-1', 0],
    [undefined, 0],
  ] as const)('%s gives %i', (value, printType) => {
    expect(parsePrintType(value)).toBe(printType);
  });
});

describe('printTypeFromSegment', () => {
  it.each([
    ['1', 1],
    ['3', 3],
    ['0', 1],
    ['', 1],
    ['4', 4],
    ['5', null],
    ['abc', null],
    ['3a', null],
    ['-1', null],
    ['1.5', null],
  ] as const)('/print-type-%s shows layout %s', (segment, type) => {
    expect(printTypeFromSegment(segment)).toBe(type);
  });
});
