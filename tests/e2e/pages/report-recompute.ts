/**
 * A finance reader's check of the printed report, from its text alone (pdftotext -raw: the
 * text in the order it was written, each table cell whole; spacing squashed): read the printed assumptions (start date and horizon, reserved
 * prices and upfront amounts, each strategy's reserved pools, the discount rate) and recompute
 *  - the cash by month of every pool paid by the hour, to the cent;
 *  - an all-upfront pool's payment in the month its term starts, and its part after the horizon;
 *  - the total and the net present value of every column of the cash table, from its months;
 *  - the optimiser's contract, tranche by tranche (GPUs × price × hours of the term), its part
 *    after the horizon and its net present value at the printed rate;
 * each compared with the figure printed beside it. Returns what it recomputed and every
 * disagreement, so a test can show both. Calendar arithmetic is in UTC, as the fixture is.
 */
export type PrintedLanguage = 'en' | 'zh-CN';

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const M = '(?:US)?\\$(\\d{1,3}(?:,\\d{3})*(?:\\.\\d+)?)';
const CENTS = '(?:US)?\\$[\\d,]+\\.\\d\\d';

interface Patterns {
  /** A day as the report writes it, with its parts captured (spacing squashed). */
  date: string;
  parseDate: (parts: string[]) => number;
  /** The cover's horizon, read with single spaces. */
  horizon: RegExp;
  rate: RegExp;
  reservedPrice: RegExp;
  upfront: RegExp;
  pool: RegExp;
  cashRow: RegExp;
  total: RegExp;
  npvOfMonths: RegExp;
  afterHorizon: RegExp;
  contractSentence: RegExp;
  contractTotal: RegExp;
  contractNpv: RegExp;
}

const EN_DATE = '([A-Z][a-z]{2})(\\d{1,2}),(\\d{4})';
const ZH_DATE = '(\\d{4})-(\\d{2})-(\\d{2})';

const PATTERNS: Record<PrintedLanguage, Patterns> = {
  en: {
    date: EN_DATE,
    parseDate: ([mon, d, y]) => Date.UTC(Number(y), MONTHS_EN.indexOf(mon!), Number(d)),
    horizon: /(\d+) days from ([A-Z][a-z]{2}) (\d{1,2}), (\d{4})/,
    rate: /Discountrate([\d.]+)%ayear/,
    reservedPrice: new RegExp(`${M}perinstance-hour,(\\d+)-?monthterm`, 'g'),
    upfront: new RegExp(`${M}perinstance,paidallupfrontwhenthe(\\d+)-?monthtermstarts`, 'g'),
    pool: /(\d+)instances,(\d+)-?monthtermfromday(\d+)(,paidallupfront)?/g,
    cashRow: new RegExp(`(${MONTH_NAMES_EN.join('|')})(\\d{4})(?:\\(afterthehorizon\\))?((?:${CENTS})+)`, 'g'),
    total: new RegExp(`Totalofthemonthsabove((?:${CENTS})+)`),
    npvOfMonths: new RegExp(`Netpresentvalueofthemonthsabove((?:${CENTS})+)`),
    afterHorizon: new RegExp(`${M}${EN_DATE}${M}(\\d+)days`),
    contractSentence: new RegExp(`Contractvalue${M}\\(everysignedterminfull\\)`),
    contractTotal: new RegExp(`Thewholeplan${M}${M}${M}`),
    contractNpv: new RegExp(`Netpresentvalueofthecontract${M}atadiscountrateof`),
  },
  'zh-CN': {
    date: ZH_DATE,
    parseDate: ([y, m, d]) => Date.UTC(Number(y), Number(m) - 1, Number(d)),
    horizon: /自 ?(\d{4})-(\d{2})-(\d{2}) ?起 ?(\d+) ?天/,
    rate: /年折现率([\d.]+)%：/,
    reservedPrice: new RegExp(`每实例小时${M}，(\\d+)个月合约`, 'g'),
    upfront: new RegExp(`每实例${M}，在(\\d+)个月合约开始时全部预付`, 'g'),
    pool: /(\d+)个实例，(\d+)个月合约，第(\d+)天起(，全部预付)?/g,
    cashRow: new RegExp(`(\\d{4})年(\\d{1,2})月(?:（规划期后）)?((?:${CENTS})+)`, 'g'),
    total: new RegExp(`以上各月合计((?:${CENTS})+)`),
    npvOfMonths: new RegExp(`以上各月的净现值((?:${CENTS})+)`),
    afterHorizon: new RegExp(`${M}${ZH_DATE}${M}(\\d+)天`),
    contractSentence: new RegExp(`合约总额${M}（所有签约期限全额计）`),
    contractTotal: new RegExp(`整个方案${M}${M}${M}`),
    contractNpv: new RegExp(`合约的净现值${M}，年折现率`),
  },
};

const DAY_MS = 86_400_000;
const money = (text: string) => Number(text.replace(/^(US)?\$/, '').replace(/,/g, ''));
const amounts = (run: string) => [...run.matchAll(new RegExp(CENTS, 'g'))].map((m) => money(m[0]));

function addMonths(t: number, months: number): number {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate());
}

const monthKey = (t: number) => new Date(t).getUTCFullYear() * 12 + new Date(t).getUTCMonth();

/** Hours of [from, to) falling in each calendar month, keyed by year × 12 + month. */
function hoursByMonth(from: number, to: number): Map<number, number> {
  const out = new Map<number, number>();
  let t = from;
  while (t < to) {
    const d = new Date(t);
    const next = Math.min(to, Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
    out.set(monthKey(t), (out.get(monthKey(t)) ?? 0) + (next - t) / 3_600_000);
    t = next;
  }
  return out;
}

export interface Recomputed {
  figures: Record<string, number>;
  problems: string[];
}

export function recomputeFromPdf(rawText: string, language: PrintedLanguage): Recomputed {
  const text = rawText.replace(/\s+/g, '');
  const p = PATTERNS[language];
  const figures: Record<string, number> = {};
  const problems: string[] = [];
  const need = (match: RegExpMatchArray | null, what: string): RegExpMatchArray | null => {
    if (!match) problems.push(`not printed: ${what}`);
    return match;
  };
  const near = (what: string, printed: number, computed: number, tolerance: number) => {
    figures[what] = Math.round(computed * 100) / 100;
    if (!(Math.abs(printed - computed) <= tolerance)) problems.push(`${what}: printed ${printed}, recomputed ${computed.toFixed(2)}`);
  };

  // Read with its spaces: squashed, the cover's "seed 1" and "365 days" would run together.
  const horizon = need(rawText.replace(/\s+/g, ' ').match(p.horizon), 'the start date and horizon');
  const rateMatch = need(text.match(p.rate), 'the discount rate');
  if (!horizon || !rateMatch) return { figures, problems };
  const days = Number(language === 'en' ? horizon[1] : horizon[4]);
  const start = p.parseDate(language === 'en' ? horizon.slice(2, 5) : horizon.slice(1, 4));
  const horizonEnd = start + days * DAY_MS;
  const monthly = 1 + Number(rateMatch[1]) / 1200;
  const discount = (key: number) => monthly ** (key - monthKey(start));

  // The prices: hourly by term, and the upfront amount of a term paid all upfront.
  const hourly = new Map<number, number>();
  for (const m of text.matchAll(p.reservedPrice)) hourly.set(Number(m[2]), money(m[1]!));
  const upfront = new Map<number, number>();
  for (const m of text.matchAll(p.upfront)) upfront.set(Number(m[2]), money(m[1]!));
  if (hourly.size === 0) problems.push('not printed: any reserved price per instance-hour');

  // The cash table: its months (as year × 12 + month) and each column's figures.
  const rows = [...text.matchAll(p.cashRow)].map((m) => ({
    key: language === 'en' ? Number(m[2]) * 12 + MONTH_NAMES_EN.indexOf(m[1]!) : Number(m[1]) * 12 + Number(m[2]) - 1,
    values: amounts(m[3]!),
  }));
  if (rows.length === 0) problems.push('not printed: the cash by month');
  const columns = rows[0]?.values.length ?? 0;
  const cell = (key: number, column: number) => rows.find((r) => r.key === key)?.values[column] ?? 0;

  // Each reserved pool: paid by the hour, some column holds exactly its cash; paid all upfront,
  // its month holds the payment, and the part after the horizon is the share of days left.
  for (const [i, m] of [...text.matchAll(p.pool)].entries()) {
    const count = Number(m[1]);
    const term = Number(m[2]);
    const from = start + Number(m[3]) * DAY_MS;
    const to = addMonths(from, term);
    const paidUpfront = m[4] === undefined ? undefined : upfront.get(term);
    if (m[4] !== undefined && paidUpfront === undefined) problems.push(`pool ${i + 1}: paid all upfront, but no upfront amount is printed for its term`);
    const price = hourly.get(term);
    if (price !== undefined && paidUpfront === undefined) {
      const expected = hoursByMonth(from, to);
      const inTable = [...expected].filter(([key]) => rows.some((r) => r.key === key));
      const column = Array.from({ length: columns }, (_, c) => c).find((c) =>
        inTable.every(([key, hours]) => Math.abs(cell(key, c) - count * price * hours) < 0.006),
      );
      figures[`pool ${i + 1}: ${count} × ${term} months, first month`] = Math.round(count * price * (inTable[0]?.[1] ?? 0) * 100) / 100;
      if (column === undefined) problems.push(`pool ${i + 1} (${count} × ${term}-month at ${price}/h): no column of the cash table holds its monthly cash`);
    }
    if (paidUpfront !== undefined) {
      const payment = count * paidUpfront;
      figures[`pool ${i + 1}: upfront`] = payment;
      const month = monthKey(from);
      if (!Array.from({ length: columns }, (_, c) => cell(month, c)).some((v) => v >= payment))
        problems.push(`pool ${i + 1}: no column pays the upfront ${payment} in its first month`);
      const after = need(text.match(p.afterHorizon), 'the commitment after the horizon');
      if (after) {
        const printedEnd = p.parseDate(after.slice(2, 5));
        if (printedEnd !== to) problems.push(`pool ${i + 1}: printed term end ${new Date(printedEnd).toISOString()} is not ${new Date(to).toISOString()}`);
        near('committed after the horizon', money(after[1]!), (payment * Math.max(0, to - horizonEnd)) / (to - from), 1);
      }
    }
  }

  // Every column's total and net present value, from its own months.
  const total = need(text.match(p.total), 'the total of the months');
  const npv = need(text.match(p.npvOfMonths), 'the NPV of the months');
  for (let c = 0; c < columns; c++) {
    const sum = rows.reduce((s, r) => s + (r.values[c] ?? 0), 0);
    const pv = rows.reduce((s, r) => s + (r.values[c] ?? 0) / discount(r.key), 0);
    if (total) near(`cash column ${c + 1}: total`, amounts(total[1]!)[c] ?? NaN, sum, 0.01 * rows.length);
    if (npv) near(`cash column ${c + 1}: NPV`, amounts(npv[1]!)[c] ?? NaN, pv, 0.01 * rows.length);
  }

  // The optimiser's contract, tranche by tranche: GPUs, price, start and end as printed.
  const tranche = new RegExp(`(\\d+)${M}${p.date}${p.date}${M}${M}${M}`, 'g');
  let value = 0;
  let afterSum = 0;
  let contractPv = 0;
  const tranches = [...text.matchAll(tranche)];
  if (tranches.length === 0) problems.push('not printed: the contract by tranche');
  for (const [i, m] of tranches.entries()) {
    const gpus = Number(m[1]);
    const price = money(m[2]!);
    const from = p.parseDate(m.slice(3, 6));
    const to = p.parseDate(m.slice(6, 9));
    if (![...hourly.values()].includes(price)) problems.push(`tranche ${i + 1}: its price ${price} is none of the printed reserved prices`);
    if (![...hourly.keys()].some((term) => addMonths(from, term) === to)) problems.push(`tranche ${i + 1}: its term is none of the printed terms`);
    const hours = hoursByMonth(from, to);
    const whole = [...hours.values()].reduce((s, h) => s + h, 0) * gpus * price;
    const after = ((to - Math.max(from, horizonEnd)) / 3_600_000) * gpus * price;
    near(`tranche ${i + 1}: contract value`, money(m[9]!), whole, 1);
    near(`tranche ${i + 1}: after the horizon`, money(m[11]!), Math.max(0, after), 1);
    value += whole;
    afterSum += Math.max(0, after);
    for (const [key, h] of hours) contractPv += (h * gpus * price) / discount(key);
  }
  const sentence = need(text.match(p.contractSentence), 'the contract value sentence');
  if (sentence) near('contract value', money(sentence[1]!), value, 1);
  const totalRow = need(text.match(p.contractTotal), 'the whole plan’s row');
  if (totalRow) near('contract after the horizon', money(totalRow[3]!), afterSum, 1);
  const printedNpv = need(text.match(p.contractNpv), 'the contract’s NPV');
  if (printedNpv) near('contract NPV', money(printedNpv[1]!), contractPv, 1);
  return { figures, problems };
}
