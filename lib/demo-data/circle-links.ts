import { toRomaji } from 'wanakana';
import type { Random } from '@/lib/demo-data/random';
import type { DemoShopLink, ShopKind } from '@/lib/demo-data/types';

// Every address is on a reserved `.example` domain, so that nothing in the demo points at a real site.

type Shop = { kind: ShopKind; name: string; url: (id: number) => string };

const shops: readonly Shop[] = [
  { kind: 'MAIL_ORDER', name: 'ねこのて通販', url: (id) => `https://nekonote-shop.example/items/${id}` },
  { kind: 'MAIL_ORDER', name: '星屋ブックス', url: (id) => `https://hoshiya-books.example/products/${id}` },
  { kind: 'MAIL_ORDER', name: 'Doujin Direct', url: (id) => `https://doujin-direct.example/p/${id}` },
  { kind: 'MAIL_ORDER', name: 'ブースマーケット', url: (id) => `https://booth-market.example/items/${id}` },
  { kind: 'EBOOK', name: '電子同人ストア', url: (id) => `https://ebook.example/works/${id}` },
  { kind: 'EBOOK', name: 'Pixel Books', url: (id) => `https://pixel-books.example/d/${id}` },
  { kind: 'EBOOK', name: '云端书城', url: (id) => `https://yunduan-books.example/book/${id}` },
];

// Readings repeat a great deal across 26,000 circles, and romanising is the generator's slowest step.
const romajiCache = new Map<string, string>();
function romaji(reading: string): string {
  let cached = romajiCache.get(reading);
  if (cached === undefined) {
    cached = toRomaji(reading);
    romajiCache.set(reading, cached);
  }
  return cached;
}

const mailOrderShops = shops.filter((shop) => shop.kind === 'MAIL_ORDER');
const ebookShops = shops.filter((shop) => shop.kind === 'EBOOK');

/** An ASCII slug for a name: English words as they are, Japanese and Chinese readings in romaji. */
export function slugFor(name: string, reading: string): string {
  const source = /^[\x20-\x7e]+$/.test(name) ? name : romaji(reading);
  const slug = source.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return slug.slice(0, 24) || 'circle';
}

function handleFor(random: Random, author: string, authorReading: string, slug: () => string): string {
  const base = /^[\x20-\x7e]+$/.test(author)
    ? author.replace(/[^A-Za-z0-9_]/g, '_')
    : authorReading
      ? romaji(authorReading).replace(/[^a-z0-9]/g, '')
      : slug();
  const suffix = random.chance(0.5) ? `_${random.int(1, 999)}` : '';
  return (base.slice(0, 15 - suffix.length) || 'user') + suffix;
}

export type CircleLinks = { websiteUrl: string | null; pixivUrl: string | null; xUrl: string | null };

const websitePatterns: readonly (readonly [(slug: string) => string, number])[] = [
  [(slug) => `https://${slug}.example/`, 3],
  [(slug) => `https://${slug}.blog.example/`, 2],
  [(slug) => `https://sites.example/${slug}/`, 1],
];

/** `slug` is called only when a link needs it: romanising every name would double the generator's time. */
export function circleLinks(random: Random, slug: () => string, author: string, authorReading: string): CircleLinks {
  return {
    websiteUrl: random.chance(0.35) ? random.weighted(websitePatterns)(slug()) : null,
    pixivUrl: random.chance(0.6) ? `https://pixiv.example/users/${random.int(10_000, 99_999_999)}` : null,
    xUrl: random.chance(0.7) ? `https://x.example/${handleFor(random, author, authorReading, slug)}` : null,
  };
}

/** About one circle in five sells through a mail-order shop and one in ten as e-books. */
export function shopLinks(random: Random, circleIndex: number): DemoShopLink[] {
  const links: DemoShopLink[] = [];
  const add = (kind: ShopKind) => {
    const shop = random.pick(kind === 'EBOOK' ? ebookShops : mailOrderShops);
    links.push({ circleIndex, kind, shopName: shop.name, url: shop.url(random.int(100_000, 9_999_999)) });
  };
  if (random.chance(0.2)) add('MAIL_ORDER');
  if (random.chance(0.04)) add('MAIL_ORDER');
  if (random.chance(0.1)) add('EBOOK');
  return links;
}
