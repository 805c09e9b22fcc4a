import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('searchResult');

export default function SearchResultPage() {
  return <PagePlaceholder page="searchResult" />;
}
