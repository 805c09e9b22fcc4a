import { describe, expect, it } from 'vitest';
import { favoritesPathForPixiv, pixivFollowingUrl, pixivUserId, pixivUserUrl } from '@/lib/favorites/pixiv';

describe('pixiv links', () => {
  it('takes the user id from the addresses circles give', () => {
    expect(pixivUserId('https://www.pixiv.net/users/123456')).toBe('123456');
    expect(pixivUserId('https://www.pixiv.net/en/users/42/artworks')).toBe('42');
    expect(pixivUserId('https://www.pixiv.net/member.php?id=777&lang=ja')).toBe('777');
    expect(pixivUserId('https://pixiv.example/users/99')).toBe('99');
    expect(pixivUserId('https://www.pixiv.net/artworks/123')).toBeNull();
    expect(pixivUserId(null)).toBeNull();
  });

  it('builds both directions from the configured base address', () => {
    expect(pixivUserUrl('https://www.pixiv.net/', '42')).toBe('https://www.pixiv.net/users/42');
    expect(pixivFollowingUrl('https://pixiv.test')).toBe('https://pixiv.test/bookmark.php?type=user');
    expect(favoritesPathForPixiv('42')).toBe('/user/favorites?pixiv=42');
  });
});
