'use client';

import { useCallback, type ReactNode } from 'react';
import { SheetDialog } from '@/components/ui/sheet-dialog';

type FilterSheetProps = { open: boolean; onOpenChange: (open: boolean) => void; title: string; closeLabel: string; children: ReactNode };

type HallBlocks = { placeholder: string; blocks: { value: string; label: string }[] };

/**
 * In the sheet the filters apply together, so the page (and its block list) is not drawn anew when the
 * hall changes: the new hall's blocks are fetched and put in the block select at once. Where they cannot
 * be fetched (offline), the select keeps only its first choice, so that no block of the old hall stays
 * on offer. (Here rather than in the list's island: this chunk loads only with the sheet.)
 */
function followHall(event: Event): void {
  const hallSelect = event.target;
  if (!(hallSelect instanceof HTMLSelectElement) || hallSelect.name !== 'area') return;
  const blockSelect = hallSelect.form?.elements.namedItem('block');
  if (!(blockSelect instanceof HTMLSelectElement)) return;
  const hall = hallSelect.value;
  const fallback = blockSelect.options[0]?.text ?? '';
  blockSelect.replaceChildren(new Option(fallback, ''));
  delete blockSelect.dataset.hall;
  blockSelect.setAttribute('aria-busy', 'true');
  fetch(`/api/catalogue/blocks?hall=${encodeURIComponent(hall)}`)
    .then((response) => (response.ok ? (response.json() as Promise<HallBlocks>) : null))
    .catch(() => null)
    .then((answer) => {
      // A later change of hall has its own answer coming.
      if (hallSelect.value !== hall) return;
      blockSelect.removeAttribute('aria-busy');
      if (!answer) return;
      blockSelect.replaceChildren(new Option(answer.placeholder, ''), ...answer.blocks.map((block) => new Option(block.label, block.value)));
      // The island keeps a block chosen now, as one of this hall's.
      blockSelect.dataset.hall = hall;
    });
}

/** The phone's bottom sheet around the list's filter form; loaded when the filter button is first used. */
export function FilterSheet({ open, onOpenChange, title, closeLabel, children }: FilterSheetProps) {
  const listen = useCallback((element: HTMLDivElement | null) => {
    element?.addEventListener('change', followHall);
    return () => element?.removeEventListener('change', followHall);
  }, []);
  return (
    <SheetDialog open={open} onOpenChange={onOpenChange} title={title} closeLabel={closeLabel} placement="sheet" className="max-h-[85dvh]">
      <div ref={listen} className="contents">
        {children}
      </div>
    </SheetDialog>
  );
}
