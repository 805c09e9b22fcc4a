import type { ReactNode } from 'react';
import { pageContainer } from '@/components/ui/styles';

export interface DocSection {
  id: string;
  title: string;
  body: ReactNode;
}

export function DocArticle({
  title,
  intro,
  sections,
  updated,
  children,
}: {
  title: string;
  intro: ReactNode;
  sections?: readonly DocSection[];
  updated?: string;
  children?: ReactNode;
}) {
  return (
    <article className={`${pageContainer} max-w-3xl`}>
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{title}</h1>
      <div className="mt-4 text-slate-700">{intro}</div>
      {sections?.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`} className="mt-8">
          <h2 id={`section-${section.id}`} className="text-lg font-bold text-primary-800">
            {section.title}
          </h2>
          <div className="mt-2 leading-relaxed text-slate-700">{section.body}</div>
        </section>
      ))}
      {children}
      {updated && <p className="mt-10 text-sm text-slate-500">{updated}</p>}
    </article>
  );
}
