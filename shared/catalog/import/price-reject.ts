/**
 * Why a price-list row was refused, as data: a code, the values its sentence needs, and the
 * offer or product it is about. The command line words it in English (priceRejectEnglish);
 * the app in the screen's language, from the same code and values.
 */
export type PriceRejectCode =
  | 'emptyCell'
  | 'notNumber'
  | 'notFinite'
  | 'notWhole'
  | 'outOfRange'
  | 'tooLong'
  | 'unclosedQuote'
  | 'fieldCount'
  | 'badCurrency'
  | 'mixedCurrency'
  | 'reservedNeedsTerm'
  | 'noPrice'
  | 'noSkyPilotPrice'
  | 'alreadyPriced'
  | 'tooManyOffers'
  | 'noAttributes'
  | 'noInstanceType'
  | 'badGpuCount'
  | 'noRegion'
  | 'badVcpus'
  | 'badMemory'
  | 'badOnDemandPrice'
  | 'badReservedPrice';

export interface PriceReject {
  code: PriceRejectCode;
  /** Text values only: numbers come formatted, so each language shows the same figure. */
  values: Record<string, string>;
  /** What the reason is about ("p4d.24xlarge in us-east-1", "product ABC123"), shown before it. */
  subject?: string;
}

export const PRICE_REJECT_ENGLISH: Readonly<Record<PriceRejectCode, string>> = {
  emptyCell: '{{column}} is empty',
  notNumber: '{{column}} "{{cell}}" is not a number',
  notFinite: '{{column}} "{{cell}}" is not a finite number',
  notWhole: '{{column}} "{{cell}}" is not a whole number',
  outOfRange: '{{column}} "{{cell}}" is outside {{min}}–{{max}}',
  tooLong: 'the row is longer than {{limit}} characters',
  unclosedQuote: 'a quoted field is never closed (the file may be cut short)',
  fieldCount: 'the row has {{fields}} fields, the header has {{header}}',
  badCurrency: 'currency "{{code}}" is not a three-letter code',
  mixedCurrency: 'currency {{code}} differs from {{other}} on line {{line}}',
  reservedNeedsTerm: 'reserved_per_hour needs reserved_term_months',
  noPrice: 'the row has no price',
  noSkyPilotPrice: 'neither Price nor SpotPrice is given',
  alreadyPriced: 'line {{line}} already prices this offer',
  tooManyOffers: 'more than {{max}} different offers in one file',
  noAttributes: 'a product without attributes',
  noInstanceType: 'a GPU product without instanceType',
  badGpuCount: 'gpu "{{cell}}" is not 1–64 GPUs',
  noRegion: 'no regionCode or location',
  badVcpus: 'vcpu "{{cell}}" is not a number of vCPUs',
  badMemory: 'memory "{{cell}}" is not a size',
  badOnDemandPrice: 'on-demand pricePerUnit USD "{{cell}}" is not a price',
  badReservedPrice: 'reserved pricePerUnit USD "{{cell}}" is not a price',
};

export function priceReject(
  code: PriceRejectCode,
  values: Record<string, string> = {},
  subject?: string,
): PriceReject {
  return subject === undefined ? { code, values } : { code, values, subject };
}

/** The same reason about something more specific: "p4d.24xlarge in us-east-1: …". */
export function about(reason: PriceReject, subject: string): PriceReject {
  return {
    ...reason,
    subject: reason.subject === undefined ? subject : `${subject}: ${reason.subject}`,
  };
}

/** Fills a sentence's {{placeholders}} from the values. */
export function fillReason(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

export function priceRejectEnglish(reason: PriceReject): string {
  const text = fillReason(PRICE_REJECT_ENGLISH[reason.code], reason.values);
  return reason.subject === undefined ? text : `${reason.subject}: ${text}`;
}
