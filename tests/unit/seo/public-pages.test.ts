import { beforeAll, describe, expect, it } from 'vitest';

const origin = 'https://webcatalog.convention.example';

// getConfig reads the environment once, on first use.
beforeAll(() => {
  process.env.APP_ORIGIN = origin;
});

describe('language alternates', () => {
  it('give each language its ?hl= URL and the plain URL as x-default, on the configured origin', async () => {
    const { languageAlternates } = await import('@/lib/seo/public-pages');
    expect(languageAlternates(origin, '/docs/help')).toEqual({
      en: `${origin}/docs/help?hl=en`,
      ja: `${origin}/docs/help?hl=ja`,
      zh: `${origin}/docs/help?hl=zh`,
      'x-default': `${origin}/docs/help`,
    });
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('point to the sitemap on the configured origin and keep crawlers out of the route handlers only', async () => {
    const { default: robots } = await import('@/app/robots');
    expect(robots()).toEqual({ rules: { userAgent: '*', allow: '/', disallow: '/api/' }, sitemap: `${origin}/sitemap.xml` });
  });

  it('list the public pages with their alternates and none of the members’ pages', async () => {
    const { default: sitemap } = await import('@/app/sitemap');
    const entries = sitemap();
    const urls = entries.map((entry) => entry.url);
    expect(urls).toContain(`${origin}/`);
    expect(urls).toContain(`${origin}/docs/terms`);
    for (const url of urls) {
      expect(url.startsWith(`${origin}/`)).toBe(true);
      expect(url).not.toMatch(/\/(circle|booth|user|map|print|account|pay|auth)\b/);
    }
    expect(entries.find((entry) => entry.url === `${origin}/comicos`)?.alternates?.languages).toMatchObject({ ja: `${origin}/comicos?hl=ja`, 'x-default': `${origin}/comicos` });
  });
});
