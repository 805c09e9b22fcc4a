'use client';

import { useEffect, useSyncExternalStore, type ComponentProps } from 'react';
import { retryWhenOnline } from '@/lib/pwa/device/retry-when-online';
import type { MemoEditor as Editor } from './memo-editor';

type EditorComponent = typeof Editor;

// The memo editor loads once the page has settled, or sooner when a favourite control is reached or a
// page shows one (the detail page's memo section): it need not be part of a list page's first load, but must
// be there offline too, since memos are edited in the hall: a page opened offline from its kept copy asks
// for it like any other, and the service worker answers from its precache of the build's files (a chunk
// that still fails offline leaves the page as it is, ChunkLoadRecovery). One store, so that the detail
// page's stand-in text and the editor change places in the same render.
let loaded: EditorComponent | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Starts loading the editor, once; for the buttons that open one. */
export function preloadMemoEditor(): void {
  // Offline, a chunk the device does not hold is asked for again when the connection returns, rather
  // than leaving the memo fields read-only for the page's life.
  loading ??= retryWhenOnline(() => import('./memo-editor')).then(
    (module) => {
      loaded = module.MemoEditor;
      for (const listener of listeners) listener();
    },
    () => {
      loading = null;
    },
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Loads the editor when the browser is idle after the page has loaded. */
export function usePreloadMemoEditorWhenIdle(): void {
  useEffect(() => {
    if (!('requestIdleCallback' in window)) return preloadMemoEditor();
    const idle = requestIdleCallback(preloadMemoEditor, { timeout: 5_000 });
    return () => cancelIdleCallback(idle);
  }, []);
}

/** Whether the editor has loaded; false on the server and while it loads. */
export function useMemoEditorLoaded(): boolean {
  return useSyncExternalStore(subscribe, () => loaded !== null, () => false);
}

/** The memo editor once its code is there; nothing before. */
export function LazyMemoEditor(props: ComponentProps<EditorComponent>) {
  const Loaded = useSyncExternalStore(subscribe, () => loaded, () => null);
  useEffect(preloadMemoEditor, []);
  // One component for the document's life, from the module's store (null until it has loaded), not made per render.
  // eslint-disable-next-line react-hooks/static-components
  return Loaded ? <Loaded {...props} /> : null;
}
