import type { ShownImage } from '@/lib/catalogue/shown-image';

/** Each image's alt text: the organiser's in the page's language (or another), else what the page says it is. */
export function altTexts(images: readonly ShownImage[], fallback: (number: number) => string): string[] {
  return images.map((image, index) => (image.alt !== '' ? image.alt : fallback(index + 1)));
}
