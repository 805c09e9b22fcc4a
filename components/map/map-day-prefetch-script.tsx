import 'server-only';
import { getRequestNonce } from '@/lib/http/request-info';
import { mapDayPrefetchScript } from '@/lib/map/map-day-prefetch';

/**
 * Asks for the day the address names while the page's scripts still load. It carries the response's
 * nonce, so it is rendered per request: keep it outside any cached part of the map page.
 */
export async function MapDayPrefetchScript({ urls }: { urls: Readonly<Record<number, string>> }) {
  const nonce = await getRequestNonce();
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: mapDayPrefetchScript(urls) }} />;
}
