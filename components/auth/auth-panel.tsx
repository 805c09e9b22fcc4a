import type { ReactNode } from 'react';
import { LocaleButtons } from '@/components/i18n/locale-buttons';
import { BrandLink } from '@/components/ui/brand-link';
import { panelStyles } from '@/components/ui/styles';

/**
 * The frame of the sign-in pages, which have no header: the brand leads back to the top page, and the
 * languages sit beside it.
 */
export function AuthPanel({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className={panelStyles}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BrandLink />
        <LocaleButtons />
      </div>
      <h1 className="mt-8 text-2xl font-bold text-slate-900">{title}</h1>
      {lead && <p className="mt-2 text-slate-700">{lead}</p>}
      <div className="mt-6 grid gap-6">{children}</div>
    </div>
  );
}
