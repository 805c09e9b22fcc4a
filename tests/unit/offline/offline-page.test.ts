import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zh from '@/messages/zh.json';
import { renderOfflinePage } from '@/lib/offline/service-worker/offline-page';

const kept = [
  { name: 'top', href: '/', savedAt: Date.UTC(2026, 7, 14, 1, 5) },
  { name: 'circleList', href: '/circle/list?day=2&favoriteColor=1', savedAt: null },
] as const;

describe('the offline page the service worker writes', () => {
  for (const [locale, messages] of [['en', en], ['ja', ja], ['zh', zh]] as const) {
    it(`says in ${locale} that there is no connection and links each kept page by its own address`, () => {
      const html = renderOfflinePage(locale, { retryUrl: '/user/favorites', links: kept, pendingCount: 0 });
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toContain(`<h1>${messages.OfflinePage.heading}</h1>`);
      expect(html).toContain(`<a href="/">${messages.OfflinePage.top} <small>`);
      expect(html).toContain(`<a href="/circle/list?day=2&amp;favoriteColor=1">${messages.OfflinePage.circleList}</a>`);
      expect(html).toContain(`<a href="/user/favorites">${messages.OfflinePage.retry}</a>`);
      expect(html).not.toContain(messages.OfflinePage.nothing);
      expect(html).not.toContain('class="pending"');
    });
  }

  it('shows when a copy was made, in Japan time', () => {
    expect(renderOfflinePage('en', { retryUrl: '/', links: kept, pendingCount: 0 })).toContain('<small>as of Aug 14, 10:05 AM</small>');
  });

  it('says that nothing is kept yet, and counts the edits waiting to be sent', () => {
    const html = renderOfflinePage('en', { retryUrl: '/print', links: [], pendingCount: 2 });
    expect(html).toContain(en.OfflinePage.nothing);
    expect(html).toContain('Changes kept on this device, to be sent when the connection returns: 2');
    expect(html).not.toContain('<ul>');
  });

  it('escapes what comes from the address', () => {
    const html = renderOfflinePage('en', { retryUrl: '/circle/list?keyword="><script>alert(1)</script>', links: [], pendingCount: 0 });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });
});
