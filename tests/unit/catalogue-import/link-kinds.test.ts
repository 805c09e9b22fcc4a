import { describe, expect, it } from 'vitest';
import { CIRCLES_FILE, LINK_KINDS, LINKS_FILE } from '@/lib/catalogue-import/format';
import { parseEventFiles } from '@/lib/catalogue-import/parse-event-files';
import { Problems } from '@/lib/catalogue-import/problems';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { circleLinkLists, linkKindLabelKey } from '@/lib/catalogue/circle-links';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zh from '@/messages/zh.json';
import { bytesOf, smallEventData, text } from '@/tests/support/catalogue-fixture';

const header = 'circle_id,kind,shop_name,url';

/** The small event with links.csv replaced by `rows` (circle 1001 is its first circle). */
function parseLinks(rows: string[], circles?: (csv: string) => string) {
  const files = writeEventFiles(smallEventData());
  files.set(LINKS_FILE, bytesOf([header, ...rows].join('\r\n')));
  if (circles) files.set(CIRCLES_FILE, bytesOf(circles(text(files.get(CIRCLES_FILE)))));
  const problems = new Problems();
  const data = parseEventFiles(files, problems);
  return { data, links: data?.shopLinks.map(({ kind, shopName, url }) => ({ kind, shopName, url })), problems: problems.listed.map((p) => `${p.file}:${p.line} [${p.field}]: ${p.message}`) };
}

describe('links.csv: every kind of link a circle has', () => {
  it('reads each kind, the accounts without a shop name', () => {
    const rows = LINK_KINDS.map((kind) => `1001,${kind},${kind.startsWith('mail') || kind === 'ebook' ? 'Shop' : ''},https://${kind}.example/alpha`);
    const { links, problems } = parseLinks(rows.map((row) => row.replace('https://x.example/alpha', '@alpha_works')));
    expect(problems).toEqual([]);
    expect(links?.map((link) => link.kind)).toEqual(['MAIL_ORDER', 'EBOOK', 'BOOTH', 'MELONBOOKS', 'TORANOANA', 'X', 'PIXIV', 'BLUESKY', 'SKEB', 'FANBOX', 'LITLINK', 'WEBSITE']);
    expect(links?.find((link) => link.kind === 'X')).toEqual({ kind: 'X', shopName: '', url: 'https://x.com/alpha_works' });
  });

  it.each(['@Alpha_1', 'https://twitter.com/Alpha_1', 'http://x.com/Alpha_1/', 'x.com/Alpha_1', 'https://mobile.twitter.com/@Alpha_1', ' @Alpha_1 '])(
    'keeps the X account %j as https://x.com/Alpha_1',
    (written) => expect(parseLinks([`1001,X,,"${written}"`]).links).toEqual([{ kind: 'X', shopName: '', url: 'https://x.com/Alpha_1' }]),
  );

  it('reads an X account in circles.csv x_url either way, and keeps any other address as it is', () => {
    const { data, problems } = parseLinks([], (csv) =>
      csv.replace('About Alpha Works,,0,11,1,,,,', 'About Alpha Works,,0,11,1,,,@alpha,').replace('About Beta Books,,0,11,1,,,,', 'About Beta Books,,0,11,1,,,https://x.example/beta,'));
    expect(problems).toEqual([]);
    expect(data?.circles.map((circle) => circle.xUrl).slice(0, 2)).toEqual(['https://x.com/alpha', 'https://x.example/beta']);
  });

  it('names what is wrong: an account that is no address, a shop without its name, an unknown kind', () => {
    expect(parseLinks(['1001,x,,@not a handle', '1001,pixiv,,pixiv.net/users/1', '1001,mail_order,,https://shop.example/a', '1001,tumblr,,https://t.example/']).problems).toEqual([
      'links.csv:2 [url]: must be an X account: @handle or an address such as https://x.com/handle, not "@not a handle"',
      'links.csv:3 [url]: must be an http(s) address, not "pixiv.net/users/1"',
      'links.csv:4 [shop_name]: must not be empty',
      expect.stringMatching(/^links\.csv:5 \[kind\]: /),
    ]);
  });
});

describe('the circle page: each link under its translated kind', () => {
  it('lists shops apart from accounts, each address once, an X account as @handle', () => {
    const lists = circleLinkLists({
      shopLinks: [
        { kind: 'MELONBOOKS', shopName: '', url: 'https://melonbooks.example/a' },
        { kind: 'X', shopName: '', url: 'https://x.com/alpha' },
        { kind: 'BLUESKY', shopName: 'alpha.bsky.social', url: 'https://bsky.app/profile/alpha.bsky.social' },
      ],
      links: { websiteUrl: 'https://alpha.example/', pixivUrl: null, xUrl: 'https://x.com/alpha' },
    });
    expect(lists.shops).toEqual([{ href: 'https://melonbooks.example/a', labelKey: 'melonbooks', text: 'https://melonbooks.example/a' }]);
    expect(lists.links).toEqual([
      { href: 'https://alpha.example/', labelKey: 'website', text: 'https://alpha.example/' },
      { href: 'https://x.com/alpha', labelKey: 'x', text: '@alpha' },
      { href: 'https://bsky.app/profile/alpha.bsky.social', labelKey: 'bluesky', text: 'alpha.bsky.social' },
    ]);
  });

  it.each([['en', en], ['ja', ja], ['zh', zh]] as const)('has a %s label for every kind', (_locale, messages) => {
    for (const key of Object.values(linkKindLabelKey)) expect(messages.CircleDetail[key], key).toMatch(/\S/);
  });
});
