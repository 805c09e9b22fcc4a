'use client';

import dynamic from 'next/dynamic';
import { useState, type ComponentProps } from 'react';
import type { ColorLabelDialog as Dialog } from './color-label-dialog';
import { retryWhenOnline } from '@/lib/pwa/device/retry-when-online';

// The renaming dialog (and the dialog library) loads when it is first opened; pages that show favourite
// controls seldom rename a colour.
const loadDialog = () => import('./color-label-dialog');
const ColorLabelDialog = dynamic(() => retryWhenOnline(loadDialog).then((module) => module.ColorLabelDialog), { ssr: false });

/** For the button that opens the dialog: starts loading it when a pointer or the keyboard reaches it. */
export const preloadColorLabelDialog = () => void loadDialog();

/** The colour-renaming dialog, nothing until it is first opened; mounted from then on. */
export function LazyColorLabelDialog(props: ComponentProps<typeof Dialog>) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  return used ? <ColorLabelDialog {...props} /> : null;
}
