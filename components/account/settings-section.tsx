import type { ReactNode } from 'react';

export function SettingsSection({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`settings-${id}`} className="border-t border-slate-200 pt-6">
      <h2 id={`settings-${id}`} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {lead && <p className="mt-1 text-sm text-slate-600">{lead}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
