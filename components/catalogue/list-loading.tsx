import { getTranslations } from 'next-intl/server';
import { ListPlaceholder } from '@/components/ui/list-placeholder';

/** Shown while a list page renders for the first time; later filter changes keep the old list in view. */
export async function ListLoading() {
  const t = await getTranslations('CircleList');
  return <ListPlaceholder label={t('loading')} rows="cards" />;
}
