import { FavoritesLoading } from '@/components/favorites/favorites-loading';

export default function Loading() {
  return <FavoritesLoading />;
}
