export function recordFromKeys<K extends string, V>(keys: readonly K[], valueOf: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, valueOf(key)])) as Record<K, V>;
}
