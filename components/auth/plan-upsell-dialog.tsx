'use client';

import * as Dialog from '@radix-ui/react-dialog';
import Link from 'next/link';
import { buttonStyles } from '@/components/ui/styles';
import { usePersistentDialog } from '@/components/ui/use-persistent-dialog';

export interface PlanUpsellText {
  title: string;
  body: string;
  price: string;
  purchase: string;
  back: string;
}

/** The 'Platinum Plan Purchase Required' dialog; ./plan-upsell-gate decides where it opens. */
export function PlanUpsellDialog({ text, purchasePath }: { text: PlanUpsellText; purchasePath: string }) {
  const { contentRef, refuseDismissal } = usePersistentDialog<HTMLDivElement>();
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          ref={contentRef}
          onEscapeKeyDown={refuseDismissal}
          onPointerDownOutside={refuseDismissal}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-[500px] -translate-x-1/2 -translate-y-1/2 rounded-xl border-t-4 border-primary-600 bg-white p-6 shadow-2xl"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">{text.title}</Dialog.Title>
          <Dialog.Description className="mt-3 text-sm leading-relaxed text-slate-700">{text.body}</Dialog.Description>
          <p className="mt-3 font-semibold text-primary-800">{text.price}</p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link href="/" className={buttonStyles.outline}>
              {text.back}
            </Link>
            <Link href={purchasePath} className={buttonStyles.secondary}>
              {text.purchase}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
