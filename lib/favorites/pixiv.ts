// pixiv links both ways: a favourite here links to the circle's pixiv user page, and pixiv (or anyone
// holding a pixiv user id) links back to that circle's favourite here. Circles store the address their
// owner gave; only the user id is taken from it, and links are built from the configured base address.

const USER_ID_PATTERNS = [/\/users\/(\d{1,12})(?:[/?#]|$)/, /[?&]id=(\d{1,12})(?:&|#|$)/];

const PIXIV_ID = /^\d{1,12}$/;

export function isPixivUserId(value: string): boolean {
  return PIXIV_ID.test(value);
}

/** `https://www.pixiv.net/users/123`, `…/en/users/123`, `…/member.php?id=123` → `123`. */
export function pixivUserId(url: string | null | undefined): string | null {
  if (!url) return null;
  for (const pattern of USER_ID_PATTERNS) {
    const id = pattern.exec(url)?.[1];
    if (id) return id;
  }
  return null;
}

const trimSlash = (base: string) => base.replace(/\/+$/, '');

/** The circle's page on pixiv. */
export function pixivUserUrl(base: string, userId: string): string {
  return `${trimSlash(base)}/users/${userId}`;
}

/** The signed-in pixiv user's followed users, where the circles they follow on pixiv are. */
export function pixivFollowingUrl(base: string): string {
  return `${trimSlash(base)}/bookmark.php?type=user`;
}

/** Where a pixiv user page links to reach that circle among one's favourites here. */
export function favoritesPathForPixiv(userId: string): string {
  return `/user/favorites?pixiv=${userId}`;
}
