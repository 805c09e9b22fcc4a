'use client';

import dynamic from 'next/dynamic';

// None of these draws anything on the server or in the hydrating render: the indicator waits for the
// device's state (IndexedDB) and the connection, the notice for a waiting worker. So their code (the
// device store, the pending-edit sender, the worker's registration) loads after the page's first scripts
// and adds nothing to hydration. The service worker precaches the chunk with every other file, so it
// loads offline as well (decision 008).
export const LazyPwaLeaves = dynamic(() => import('./pwa-leaves').then((module) => module.PwaLeaves), { ssr: false });
