import { isolateText } from '@shared/scenario/isolate-text';
import type { ImportPreview, PriceAmount } from './import-preview';
import type { PriceListParse } from './price-list-types';
import { englishCount } from '@shared/scenario/english-count';

/** The preview as plain text for the command line (the app draws its own tables). */

function amountText(p: PriceAmount): string {
  const what = p.kind === 'reserved' ? `reserved ${p.termMonths} mo` : p.kind === 'bareMetal' ? 'bare-metal/month' : p.kind === 'onDemand' ? 'on-demand' : 'spot';
  return `${what} ${p.amount}`;
}

export function previewText(preview: ImportPreview, parsed: PriceListParse): string {
  const out: string[] = [];
  out.push(
    `Read ${englishCount(parsed.rowsRead, 'row', 'rows', parsed.rowsRead.toLocaleString('en-US'))}: ${englishCount(parsed.offers.length, 'offer')} with GPUs, ${englishCount(parsed.skipped, 'row', 'rows', parsed.skipped.toLocaleString('en-US'))} skipped (no GPU, other systems), ${parsed.rejectedCount} rejected.`,
  );
  if (preview.filteredOut > 0) out.push(`${englishCount(preview.filteredOut, 'offer')} left out by --region.`);
  out.push('', `New offers (${preview.newOffers.length}):`);
  // Names from the file are isolated: "asu · 6-tsni %02 b" was an instance type holding U+202E.
  for (const o of preview.newOffers) out.push(`  ${isolateText(o.label)}  ${o.gpusPerInstance} x ${isolateText(o.gpuName)}  ${o.prices.map(amountText).join(', ')}`);
  out.push('', `Price changes (${preview.changes.length}):`);
  for (const c of preview.changes) {
    const what = amountText(c).replace(/ [\d.e+-]+$/, '');
    out.push(`  ${isolateText(c.label)}  ${what}: ${c.old ?? 'none'} -> ${c.amount}`);
  }
  out.push('', `Offers whose prices the file confirms: ${preview.confirmed}`);
  if (preview.newGpus.length > 0) {
    out.push('', `New GPUs (${preview.newGpus.length}):`);
    for (const g of preview.newGpus)
      out.push(`  ${isolateText(g.id)}  ${isolateText(g.name)}  ${g.kind === 'unknown' ? 'speeds are estimates: confirm them' : 'from the default catalog'}`);
  }
  for (const problem of preview.problems) out.push('', `Cannot apply: ${isolateText(problem)}`);
  return `${out.join('\n')}\n`;
}
