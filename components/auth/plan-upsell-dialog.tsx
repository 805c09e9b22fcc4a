'use client';

import Link from 'next/link';
import { SheetDialog } from '@/components/ui/sheet-dialog';
import { buttonStyles } from '@/components/ui/styles';

export interface PlanUpsellText {
  title: string;
  body: string;
  price: string;
  purchase: string;
  back: string;
}

/** The 'Platinum Plan Purchase Required' dialog; ./plan-upsell-gate decides where it opens. */
export function PlanUpsellDialog({ text, purchasePath }: { text: PlanUpsellText; purchasePath: string }) {
  return (
    <SheetDialog open persistent title={text.title} description={text.body} placement="centred" className="max-w-[500px] border-t-4 border-primary-600">
      <p className="mt-3 font-semibold text-primary-800">{text.price}</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link href="/" className={buttonStyles.outline}>
          {text.back}
        </Link>
        <Link href={purchasePath} className={buttonStyles.secondary}>
          {text.purchase}
        </Link>
      </div>
    </SheetDialog>
  );
}
