import type { CatalogueImageKind } from '@/lib/generated/prisma/client';
import { escapeHtml } from '@/lib/html/safe-html';

// The demo event's images (decision 040) are drawn on request, as its cuts are: a stored key under
// `drawn/` names no file but an SVG made from the owner's own rows, so the first start converts nothing.

const DRAWN_PREFIX = 'drawn/';
// Part of the ETag: bump it when the drawing changes.
export const DRAWN_VERSION = 1;

/** A menu or a cover is an A-series page; a banner a wide strip. */
export const DRAWN_SIZES: Readonly<Record<CatalogueImageKind, { width: number; height: number }>> = {
  MENU: { width: 724, height: 1024 },
  ANNOUNCEMENT: { width: 724, height: 1024 },
  COVER: { width: 724, height: 1024 },
  BANNER: { width: 1200, height: 300 },
};

export const drawnStorageKey = (kind: CatalogueImageKind, owner: string, position: number) => `${DRAWN_PREFIX}${kind.toLowerCase()}/${owner.replace('/', '-')}/${position}`;
export const isDrawnKey = (key: string) => key.startsWith(DRAWN_PREFIX);

export type DrawnItem = { title: string; price: string; isNew: boolean };
export type DrawnSubject = { kind: CatalogueImageKind; seed: number; heading: string; name: string; items: readonly DrawnItem[] };

function hue(seed: number): number {
  let z = (seed ^ 0x9e3779b9) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  return (z ^ (z >>> 13)) % 360;
}

const clip = (text: string, max: number) => (Array.from(text).length > max ? `${Array.from(text).slice(0, max - 1).join('')}…` : text);
const text = (x: number, y: number, size: number, value: string, extra = '') => `<text x="${x}" y="${y}" font-size="${size}"${extra}>${escapeHtml(value)}</text>`;

/** The drawing: a menu lists the circle's works and prices, a cover shows the work's title, a banner the booth's name. */
export function renderDrawnImageSvg(subject: DrawnSubject): string {
  const { width, height } = DRAWN_SIZES[subject.kind];
  const h = hue(subject.seed);
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">`;
  if (subject.kind === 'BANNER') {
    return `${open}<rect width="${width}" height="${height}" fill="hsl(${h} 60% 40%)"/><circle cx="${width - 150}" cy="150" r="220" fill="hsl(${(h + 60) % 360} 70% 60%)" fill-opacity=".5"/>${text(60, 170, 72, clip(subject.name, 24), ' fill="#fff" font-weight="bold"')}${text(60, 240, 32, subject.heading, ' fill="#fff"')}</svg>`;
  }
  if (subject.kind === 'COVER') {
    return `${open}<rect width="${width}" height="${height}" fill="hsl(${h} 55% 85%)"/><circle cx="${200 + (subject.seed % 300)}" cy="420" r="260" fill="hsl(${(h + 150) % 360} 60% 55%)" fill-opacity=".6"/><rect x="40" y="760" width="${width - 80}" height="200" rx="12" fill="#fff" fill-opacity=".9"/>${text(70, 850, 52, clip(subject.heading, 14), ' font-weight="bold"')}${text(70, 920, 32, clip(subject.name, 22))}</svg>`;
  }
  const rows = subject.items.slice(0, 8).map((item, index) => {
    const y = 300 + index * 84;
    return `<line x1="60" x2="${width - 60}" y1="${y + 26}" y2="${y + 26}" stroke="#ccc"/>${text(70, y, 34, clip(item.title, 16))}${item.isNew ? text(70, y - 40, 20, 'NEW', ' fill="#c00" font-weight="bold"') : ''}${text(width - 70, y, 34, item.price, ' text-anchor="end" font-weight="bold"')}`;
  });
  return `${open}<rect width="${width}" height="${height}" fill="#fffdf6"/><rect x="0" y="0" width="${width}" height="200" fill="hsl(${h} 60% 45%)"/>${text(60, 110, 64, subject.heading, ' fill="#fff" font-weight="bold"')}${text(60, 170, 34, clip(subject.name, 24), ' fill="#fff"')}${rows.join('')}</svg>`;
}
