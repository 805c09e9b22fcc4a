import { ListLoading } from '@/components/catalogue/list-loading';

export default function BoothListLoading() {
  return <ListLoading />;
}
