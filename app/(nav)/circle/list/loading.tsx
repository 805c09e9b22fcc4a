import { ListLoading } from '@/components/catalogue/list-loading';

export default function CircleListLoading() {
  return <ListLoading />;
}
