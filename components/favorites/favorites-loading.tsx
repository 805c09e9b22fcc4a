import { getTranslations } from 'next-intl/server';
import { ListPlaceholder } from '@/components/ui/list-placeholder';

export async function FavoritesLoading() {
  const t = await getTranslations('FavoritesPage');
  return <ListPlaceholder label={t('loading')} rows="table" />;
}
