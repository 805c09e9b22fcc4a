/**
 * The size of a cut as the printed catalogue has it (211 × 300 px at its screen scale), and the 2× variant
 * for high-density screens. Generated and stored cuts share it, so a page lays out either the same way.
 */
export const CUT_WIDTH = 211;
export const CUT_HEIGHT = 300;

export const cutVariants = [
  { name: '1x', width: CUT_WIDTH, height: CUT_HEIGHT },
  { name: '2x', width: CUT_WIDTH * 2, height: CUT_HEIGHT * 2 },
] as const;

export type CutVariantName = (typeof cutVariants)[number]['name'];
