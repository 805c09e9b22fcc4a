import type { ShopKind } from '@/lib/generated/prisma/client';

/** The CircleDetail message that names each kind of link on the circle page. */
export const linkKindLabelKey = {
  MAIL_ORDER: 'mailOrder', EBOOK: 'ebook', BOOTH: 'booth', MELONBOOKS: 'melonbooks', TORANOANA: 'toranoana',
  X: 'x', PIXIV: 'pixiv', BLUESKY: 'bluesky', SKEB: 'skeb', FANBOX: 'fanbox', LITLINK: 'litlink', WEBSITE: 'website',
} as const satisfies Record<ShopKind, string>;
export type LinkLabelKey = (typeof linkKindLabelKey)[ShopKind];

// Where a circle's works are sold; every other kind is an account or page the circle is found at.
const SHOP_KINDS: ReadonlySet<ShopKind> = new Set<ShopKind>(['MAIL_ORDER', 'EBOOK', 'BOOTH', 'MELONBOOKS', 'TORANOANA']);
const X_ACCOUNT = /^https:\/\/x\.com\/([A-Za-z0-9_]{1,15})$/u;

export type ShownLink = { href: string; labelKey: LinkLabelKey; text: string };
type CircleLinks = {
  shopLinks: readonly { kind: ShopKind; shopName: string; url: string }[];
  links: { websiteUrl: string | null; pixivUrl: string | null; xUrl: string | null };
};

const shown = (kind: ShopKind, href: string, name = ''): ShownLink => ({
  href,
  labelKey: linkKindLabelKey[kind],
  text: name || (kind === 'X' && X_ACCOUNT.exec(href)?.[1] ? `@${X_ACCOUNT.exec(href)?.[1]}` : href),
});

/**
 * The circle page's two lists: the shops, and the circle's accounts and pages (circles.csv's address
 * columns first, then links.csv's), each address once.
 */
export function circleLinkLists(circle: CircleLinks): { shops: ShownLink[]; links: ShownLink[] } {
  const columns: ShownLink[] = [];
  if (circle.links.websiteUrl) columns.push(shown('WEBSITE', circle.links.websiteUrl));
  if (circle.links.pixivUrl) columns.push(shown('PIXIV', circle.links.pixivUrl));
  if (circle.links.xUrl) columns.push(shown('X', circle.links.xUrl));
  const listed = circle.shopLinks.map((link) => ({ shop: SHOP_KINDS.has(link.kind), link: shown(link.kind, link.url, link.shopName) }));
  const once = (links: ShownLink[]) => links.filter((link, index) => links.findIndex((other) => other.href === link.href) === index);
  return {
    shops: once(listed.filter((entry) => entry.shop).map((entry) => entry.link)),
    links: once([...columns, ...listed.filter((entry) => !entry.shop).map((entry) => entry.link)]),
  };
}
