const KATAKANA_OFFSET = 0x60;

/** Hiragana to katakana; other characters (ー, Latin, kanji) pass through. */
export function toKatakana(text: string): string {
  return text.replace(/[\u3041-\u3096]/g, (char) => String.fromCharCode(char.charCodeAt(0) + KATAKANA_OFFSET));
}

/** Katakana to hiragana, the inverse of toKatakana. */
export function toHiragana(text: string): string {
  return text.replace(/[\u30a1-\u30f6]/g, (char) => String.fromCharCode(char.charCodeAt(0) - KATAKANA_OFFSET));
}

export function isKanaReading(text: string): boolean {
  return /^[\u3041-\u3096\u30a1-\u30fa\u30fc・ー\s]+$/.test(text) && text.length > 0;
}

