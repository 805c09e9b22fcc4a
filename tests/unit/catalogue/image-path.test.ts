import { describe, expect, it } from 'vitest';
import { catalogueImagePath, offlineRenditionUrl } from '@/lib/catalogue/image-path';

// Offline, the service worker answers the viewer's full-size request with the rendition the event days
// saved: the two addresses must match exactly as the page and the saved list write them.

const origin = 'https://catalogue.example';
const at = new Date(Date.UTC(2026, 7, 1, 9, 30));

describe('offlineRenditionUrl', () => {
  it('turns a full-size address into the offline address the favourites list names, same image and version', () => {
    const full = new URL(catalogueImagePath(42, 'full', at), origin);
    expect(offlineRenditionUrl(full)?.href).toBe(new URL(catalogueImagePath(42, 'offline', at), origin).href);
  });

  it('leaves every other address alone: a thumbnail, the rendition itself, a cut, another path', () => {
    for (const path of [catalogueImagePath(42, 'thumb', at), catalogueImagePath(42, 'offline', at), '/cuts/42?v=1', '/cuts/images/42/x?s=full', '/circle/42?s=full']) {
      expect(offlineRenditionUrl(new URL(path, origin)), path).toBeUndefined();
    }
  });
});
