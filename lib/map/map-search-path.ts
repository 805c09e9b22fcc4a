// The URL the map's search box asks, with the keys ./map-search-query reads back on the server. A plain
// module: the map in the browser builds the URL without loading the validation library.

export function mapSearchPath(query: { day?: number; hall?: string; category: 'circle' | 'booth'; keyword: string; genreCode?: number }): string {
  const params = new URLSearchParams();
  if (query.day !== undefined) params.set('day', String(query.day));
  if (query.hall !== undefined) params.set('hall', query.hall);
  if (query.category !== 'circle') params.set('category', query.category);
  if (query.keyword !== '') params.set('keyword', query.keyword);
  if (query.genreCode !== undefined) params.set('genreCode', String(query.genreCode));
  return `/api/map/search?${params.toString()}`;
}
