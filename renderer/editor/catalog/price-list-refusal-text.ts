import type { TFunction } from 'i18next';
import type { PriceListFormat, PriceListRefusal } from '@shared/catalog/import';
import { isolateText } from '@shared/scenario';
import { fromData } from '../app';
import type { PriceListReading } from './price-list-reader';

/**
 * Why a price list could not be read, in the screen's language: a refusal of the file is worded
 * from its code and values (the command line prints the same in English); a reader that failed
 * for another reason keeps its own message.
 */
export function priceListFailureText(t: TFunction, reading: Extract<PriceListReading, { state: 'failed' }>): string {
  const { refusal, fileName: file } = reading;
  if (!refusal) return t('editor.priceImport.failed', { file, message: reading.message });
  // The reason's own values are isolated once, in it: the reason is not isolated again, so the file name is isolated here.
  return t('editor.priceImport.failed', { file: isolateText(file), message: refusalText(t, refusal, reading.message), interpolation: { escapeValue: false } });
}

function refusalText(t: TFunction, { code, values }: PriceListRefusal, english: string): string {
  const format = values.format as PriceListFormat | undefined;
  return fromData(t, `editor.priceImport.refusals.${code}`, format ? { ...values, format: t(`editor.priceImport.formats.${format}`) } : values, english);
}
