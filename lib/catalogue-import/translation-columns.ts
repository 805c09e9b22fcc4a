// The circle's own translations in circles.csv and works.csv, and the exhibitor's in exhibitors.csv
// (decision 042): optional columns beside the Japanese text they translate. Kept apart from the other columns so that the text columns stay as they were.
import { z } from 'zod';

export const CIRCLE_TRANSLATION_COLUMNS = ['description_en', 'description_zh', 'supplement_en', 'supplement_zh'] as const;
export const WORK_TRANSLATION_COLUMNS = ['title_en', 'title_zh', 'detail_en', 'detail_zh'] as const;
export const EXHIBITOR_TRANSLATION_COLUMNS = ['overview_en', 'overview_zh', 'product_info_en', 'product_info_zh'] as const;

/** Texts as the database keeps them: '' where the circle gave none. */
export type CircleOwnTexts = { descriptionEn: string; descriptionZh: string; supplementEn: string; supplementZh: string };
export type WorkOwnTexts = { titleEn: string; titleZh: string; detailEn: string; detailZh: string };
export type ExhibitorOwnTexts = { overviewEn: string; overviewZh: string; productInfoEn: string; productInfoZh: string };

const translated = (max: number, of: string, whose = "circle's") =>
  z.string().max(max).optional().transform((value) => value?.trim() ?? '').describe(`The ${whose} own translation of ${of}; empty for none (a machine translation is shown instead)`);

export const circleTranslationCells = {
  description_en: translated(5000, 'the description into English'),
  description_zh: translated(5000, 'the description into Simplified Chinese'),
  supplement_en: translated(5000, 'the supplement into English'),
  supplement_zh: translated(5000, 'the supplement into Simplified Chinese'),
};

export const workTranslationCells = {
  title_en: translated(300, 'the title into English'),
  title_zh: translated(300, 'the title into Simplified Chinese'),
  detail_en: translated(5000, 'the detail into English'),
  detail_zh: translated(5000, 'the detail into Simplified Chinese'),
};

export const exhibitorTranslationCells = {
  overview_en: translated(5000, 'the overview into English', "exhibitor's"),
  overview_zh: translated(5000, 'the overview into Simplified Chinese', "exhibitor's"),
  product_info_en: translated(5000, 'the products into English', "exhibitor's"),
  product_info_zh: translated(5000, 'the products into Simplified Chinese', "exhibitor's"),
};

type CircleCells = { [Key in keyof typeof circleTranslationCells]: string };
type WorkCells = { [Key in keyof typeof workTranslationCells]: string };
type ExhibitorCells = { [Key in keyof typeof exhibitorTranslationCells]: string };

// Rows without any own translation carry none, so that they compare equal to rows made without the columns.
export const ownTextsIfAny = <Texts extends Record<string, string>>(texts: Texts): { own?: Texts } => (Object.values(texts).some((text) => text !== '') ? { own: texts } : {});

export const circleOwnTexts = (row: CircleCells): { own?: CircleOwnTexts } =>
  ownTextsIfAny({ descriptionEn: row.description_en, descriptionZh: row.description_zh, supplementEn: row.supplement_en, supplementZh: row.supplement_zh });

export const workOwnTexts = (row: WorkCells): { own?: WorkOwnTexts } =>
  ownTextsIfAny({ titleEn: row.title_en, titleZh: row.title_zh, detailEn: row.detail_en, detailZh: row.detail_zh });

export const exhibitorOwnTexts = (row: ExhibitorCells): { own?: ExhibitorOwnTexts } =>
  ownTextsIfAny({ overviewEn: row.overview_en, overviewZh: row.overview_zh, productInfoEn: row.product_info_en, productInfoZh: row.product_info_zh });

// The writer adds the translation columns to a file only when one of its rows has an own translation, so
// that an event without any is written as before (same bytes, same hash, same columns for a spreadsheet).

/** The file's columns: all of them when `written`, else without the translation columns. */
export const writtenColumns = (columns: readonly string[], translationColumns: readonly string[], written: boolean): readonly string[] =>
  written ? columns : columns.filter((column) => !translationColumns.includes(column));

/** The cells under CIRCLE_TRANSLATION_COLUMNS, in their order, when the file has them. */
export const circleOwnCells = (own: CircleOwnTexts | undefined, written: boolean): string[] =>
  !written ? [] : own ? [own.descriptionEn, own.descriptionZh, own.supplementEn, own.supplementZh] : ['', '', '', ''];
export const workOwnCells = (own: WorkOwnTexts | undefined, written: boolean): string[] =>
  !written ? [] : own ? [own.titleEn, own.titleZh, own.detailEn, own.detailZh] : ['', '', '', ''];
export const exhibitorOwnCells = (own: ExhibitorOwnTexts | undefined, written: boolean): string[] =>
  !written ? [] : own ? [own.overviewEn, own.overviewZh, own.productInfoEn, own.productInfoZh] : ['', '', '', ''];
