/**
 * Work sizes the catalogue writes in Japanese (文庫, グッズ, ...) and their message keys under
 * `CircleDetail.sizes`. Paper sizes (B5, A5) and disc kinds (CD, DVD) read the same in every language
 * and are shown as written.
 */
const workSizeKeys = {
  文庫: 'bunko',
  新書: 'shinsho',
  グッズ: 'goods',
  DL: 'download',
} as const;

export type WorkSizeKey = (typeof workSizeKeys)[keyof typeof workSizeKeys];

export function workSizeKey(size: string): WorkSizeKey | undefined {
  return Object.hasOwn(workSizeKeys, size) ? workSizeKeys[size as keyof typeof workSizeKeys] : undefined;
}
