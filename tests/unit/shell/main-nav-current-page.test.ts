import { describe, expect, it } from 'vitest';
import { markCurrentPage } from '@/components/shell/main-nav-menu';

const menu = '<ul><li><a class="nav-link" href="/">Top</a></li><li><a class="nav-link" href="/circle/list">Circle list</a></li><li><a class="nav-link" href="/circle/list/x">X</a></li></ul>';

describe('markCurrentPage', () => {
  it('marks the link to the path, and only it', () => {
    const marked = markCurrentPage(menu, '/circle/list');
    expect(marked.match(/aria-current="page"/g)).toHaveLength(1);
    expect(marked).toContain('<a class="nav-link" href="/circle/list" aria-current="page">Circle list</a>');
  });

  it('moves the mark when the page changes, as the markup read back from the page has it', () => {
    const again = markCurrentPage(markCurrentPage(menu, '/circle/list'), '/');
    expect(again).toContain('<a class="nav-link" href="/" aria-current="page">Top</a>');
    expect(again.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it('marks nothing on a page outside the menu', () => {
    expect(markCurrentPage(menu, '/account/settings')).toBe(menu);
  });
});
