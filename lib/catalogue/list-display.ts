/** Which parts of a row the circle list shows: a member's choice, kept with the account's settings. */
export type ListDisplaySettings = {
  showItemNames: boolean;
  showAuthor: boolean;
  showGenre: boolean;
  showSpace: boolean;
  showMemo: boolean;
  /** The images mode: each row shows the circle's menu, else its first cover, as a thumbnail. */
  showImages: boolean;
};

/** What the list shows a visitor, and a member who has not chosen. */
export const defaultListDisplay: ListDisplaySettings = {
  showItemNames: true,
  showAuthor: true,
  showGenre: true,
  showSpace: true,
  showMemo: true,
  showImages: false,
};
