import type { ComponentProps, ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { legalTextsUpdatedAt } from '@/lib/config/operator';
import { DocArticle, type DocSection } from './doc-article';
import { richBlocks } from './rich-text';

/** A legal text (terms, privacy, commercial transactions, trademarks), closed by the date the legal texts last changed. */
export async function LegalArticle(props: Omit<ComponentProps<typeof DocArticle>, 'updated'>) {
  const docs = await getTranslations('Docs');
  return <DocArticle {...props} updated={docs('lastUpdated', { date: legalTextsUpdatedAt })} />;
}

type SectionMessages<Id extends string> = {
  (key: `sections.${Id}.title`): string;
  rich: (key: `sections.${Id}.body`, values: typeof richBlocks) => ReactNode;
};

/** The sections of a text whose messages are `sections.<id>.title` and the rich `sections.<id>.body`. */
export function richSections<Id extends string>(ids: readonly Id[], t: SectionMessages<NoInfer<Id>>): DocSection[] {
  return ids.map((id) => ({ id, title: t(`sections.${id}.title`), body: t.rich(`sections.${id}.body`, richBlocks) }));
}
