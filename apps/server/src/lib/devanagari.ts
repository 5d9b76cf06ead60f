import { existsSync } from 'node:fs';

/**
 * The Devanagari font a Hindi PDF embeds (decision 181): Lohit Devanagari from the system's
 * fonts-lohit-deva package (SIL Open Font License), which `.ci/run` installs. `RECEIPT_DEVANAGARI_FONT`
 * names another file. The receipts and the minutes of a round (decision 284) are drawn with it.
 */
export const DEVANAGARI_FONT = process.env.RECEIPT_DEVANAGARI_FONT ?? '/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf';

/** Whether a Hindi PDF can be drawn here: the font's file is at hand. */
export function hasDevanagariFont(): boolean {
  return existsSync(DEVANAGARI_FONT);
}
