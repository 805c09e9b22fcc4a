/** One favourite as the controls hold it; the edit times let offline copies merge field by field. */
export type FavoriteState = {
  circleId: number;
  /** 1-18, or 0 for a memo without a colour. */
  color: number;
  memo: string;
  colorUpdatedAt: Date;
  memoUpdatedAt: Date;
};

export const favoriteStateSelect = { circleId: true, color: true, memo: true, colorUpdatedAt: true, memoUpdatedAt: true } as const;
