import { useMemo, useState } from 'react';
import {
  currencyProblem,
  defaultSource,
  previewImport,
  STATUS_OF_FORMAT,
  type ImportPreview,
  type PriceListParse,
} from '@shared/catalog/import';
import type { CatalogInput } from '@shared/catalog';
import { useDraftValue } from '../draft/draft-context';

/** What the planner may set before applying: whose prices, which regions, dated when, from where, at what rate. */
export interface ImportChoices {
  provider: string;
  regions: string;
  asOf: string;
  source: string;
  rate: string;
}

export function initialChoices(parsed: PriceListParse, fileName: string, today: string): ImportChoices {
  return {
    provider: parsed.offers[0]?.provider ?? '',
    regions: '',
    asOf: parsed.fileDate ?? today,
    source: defaultSource(parsed, fileName),
    rate: '',
  };
}

export type PreviewState =
  | { ok: true; preview: ImportPreview; rateNeeded: boolean }
  | { ok: false; brokenCatalog: true };

/**
 * The preview of importing `parsed` into the draft's catalog with the planner's choices,
 * worked out again as they change (the file is not read again). Nothing is changed here.
 */
export function useImportPreview(parsed: PriceListParse, fileName: string) {
  const [choices, setChoices] = useState(() => initialChoices(parsed, fileName, new Date().toISOString().slice(0, 10)));
  const catalog = useDraftValue(['catalog']) as CatalogInput | undefined;
  const currency = useDraftValue(['currency']);
  const scenarioCurrency = typeof currency === 'string' ? currency : '';
  const state = useMemo((): PreviewState => {
    const rate = Number(choices.rate);
    const rateGiven = choices.rate.trim() !== '' && rate > 0 && Number.isFinite(rate);
    const rateNeeded = currencyProblem(parsed, scenarioCurrency, rateGiven ? rate : undefined) !== null;
    const provider = choices.provider.trim();
    const offers = parsed.format === 'skypilot' && provider !== '' ? parsed.offers.map((o) => ({ ...o, provider: provider.slice(0, 120) })) : parsed.offers;
    try {
      if (!catalog || !Array.isArray(catalog.offers) || !Array.isArray(catalog.gpus)) return { ok: false, brokenCatalog: true };
      const preview = previewImport(catalog, { ...parsed, offers }, {
        asOf: /^\d{4}-\d{2}-\d{2}$/.test(choices.asOf) ? choices.asOf : catalog.asOf,
        source: choices.source.trim().slice(0, 400) || defaultSource(parsed, fileName),
        status: STATUS_OF_FORMAT[parsed.format],
        rate: rateGiven ? rate : 1,
        regions: choices.regions.split(/[,，\s]+/),
      });
      return { ok: true, preview, rateNeeded };
    } catch {
      // A draft catalog mid-edit (text in a number field) cannot be merged into.
      return { ok: false, brokenCatalog: true };
    }
  }, [catalog, parsed, fileName, choices, scenarioCurrency]);
  return { choices, setChoices, state, scenarioCurrency };
}
