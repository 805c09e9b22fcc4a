import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, sourceFilesIn } from '@/tests/support/source-scan';

// What the device keeps for offline use is keyed to its member, and opens only for the device owner
// (lib/offline/device/device-owner.ts): the Cache Storage copies through lib/offline/device/owned-caches.ts, the
// catalogue copy through `readOwnedSnapshotInfo`, the saved favourites through `listOwnedFavorites`.
// A page or worker that opened a copy another way would answer a signed-out member's, another
// member's or an ended plan's copy. This check finds one.

type Rule = { what: string; pattern: RegExp; allowed: Record<string, string> };

const rules: Rule[] = [
  {
    what: 'opens Cache Storage itself',
    pattern: /\bcaches\.(open|has|match|keys|delete)\(/,
    allowed: { 'lib/offline/device/owned-caches.ts': 'the one way in, by owner' },
  },
  {
    what: 'reads the catalogue copy without asking whose it is',
    pattern: /\breadSnapshot(Info|Json)\(/,
    allowed: {
      'lib/offline-search/device/snapshot-store.ts': 'where the owned reader is',
      'lib/offline-search/device/download-snapshot.ts': 'updates or removes the copy, comparing its member itself',
      'lib/offline-search/device/open-stored-catalogue.ts': 'reads the JSON of the owned record it checked first',
      'lib/offline-search/service-worker/sw-circle-page.ts': 'reads the JSON of the owned record it checked first',
    },
  },
  {
    what: 'lists the saved favourites without asking whose they are',
    pattern: /\blistFavorites\(/,
    allowed: {
      'lib/offline/device/device-store.ts': 'where the owned list is',
      'components/pwa/use-device-state.ts': 'the cleanup must know whose copy it removes; the panel shows it only to its member',
    },
  },
];

export function copiesOpenedIn(file: string, text: string): string[] {
  return rules.filter((rule) => !(file in rule.allowed) && rule.pattern.test(text)).map((rule) => `${file} ${rule.what}`);
}

describe('copies kept on the device', () => {
  it('open only through the readers that check the device owner', () => {
    const found = sourceFilesIn(['app', 'components', 'lib']).flatMap((file) => copiesOpenedIn(file, readFileSync(path.join(projectRoot, file), 'utf8')));
    expect(found, 'use lib/offline/device/owned-caches.ts, readOwnedSnapshotInfo or listOwnedFavorites').toEqual([]);
  });

  it('recognise a copy opened another way', () => {
    expect(copiesOpenedIn('lib/offline/service-worker/sw-routes.ts', "const cache = await caches.open('event-day-offline-v1');")).toEqual(['lib/offline/service-worker/sw-routes.ts opens Cache Storage itself']);
    expect(copiesOpenedIn('components/x.tsx', 'const info = await readSnapshotInfo();')).toEqual(['components/x.tsx reads the catalogue copy without asking whose it is']);
    expect(copiesOpenedIn('components/x.tsx', 'const favorites = await listFavorites();')).toEqual(['components/x.tsx lists the saved favourites without asking whose they are']);
    expect(copiesOpenedIn('components/x.tsx', 'await listOwnedFavorites(); await readOwnedSnapshotInfo();')).toEqual([]);
  });
});
