import { useCallback, useRef } from 'react';

/**
 * Focus for a dialog opened by a plain button rather than Radix's Trigger (so that the dialog's code
 * loads only when it is first opened): Radix gives focus back to its own Trigger only, so this gives it
 * back to whatever had it when the dialog opened. Pass both handlers to Radix's Content.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  // Called before Radix moves focus into the dialog, while the opener still has it.
  const onOpenAutoFocus = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const onCloseAutoFocus = useCallback((event: Event) => {
    event.preventDefault();
    if (opener.current?.isConnected) opener.current.focus();
  }, []);
  return { onOpenAutoFocus, onCloseAutoFocus };
}
