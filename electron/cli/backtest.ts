import { simulateScenario } from '@shared/analysis/simulate';
import {
  backtest,
  billDecoder,
  billLines,
  billEncoding,
  BillFileError,
  BillReader,
  cleanPoolMapping,
  defaultPoolMapping,
  mappedLineCount,
  MAX_BILL_BYTES,
  scenarioOverBillPeriod,
  BILL_REJECT_REASON_ENGLISH,
  type BillOtherKind,
  type BillImport,
} from '@shared/bill-import';
import { backtestJsonText, backtestReport } from '@shared/report/backtest-report';
import { checkWorkBounds, cutText, formatIssues, parseScenarioText, type Scenario, type Strategy } from '@shared/scenario';
import type { BacktestOptions } from './backtest-args';
import { englishCount } from '@shared/scenario/english-count';

export interface BacktestIo {
  stdout(text: string): void;
  stderr(text: string): void;
  readFile(file: string): Promise<string>;
  readChunks(file: string): AsyncIterable<Uint8Array>;
}

/** Bad input: the message is printed and the command exits 2. */
export class BacktestInputError extends Error {}

async function readBill(file: string, options: BacktestOptions, io: BacktestIo): Promise<BillImport> {
  const reader = new BillReader({ format: options.format });
  let decoder: ReturnType<typeof billDecoder> | null = null;
  let bytes = 0;
  try {
    for await (const chunk of io.readChunks(file)) {
      if (chunk.length === 0) continue;
      bytes += chunk.length;
      if (bytes > MAX_BILL_BYTES) throw new BillFileError('tooLarge', null, `the file is larger than ${MAX_BILL_BYTES / 1024 ** 3} GB, the limit for a bill`);
      decoder ??= billDecoder(billEncoding(chunk.subarray(0, 64 * 1024)));
      reader.feed(decoder.decode(chunk));
    }
    if (decoder) reader.feed(decoder.end());
    return reader.finish();
  } catch (error) {
    if (error instanceof BillFileError) throw new BacktestInputError(`${cutText(file)}: ${error.message}`);
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string') throw new BacktestInputError(`${cutText(file)}: cannot read it (${code})`);
    throw error;
  }
}

function pickStrategy(scenario: Scenario, wanted: string | undefined): Strategy {
  const list = scenario.strategies.map((s) => `  ${cutText(s.id)}  (${cutText(s.name)})`).join('\n');
  if (wanted === undefined) {
    if (scenario.strategies.length === 1) return scenario.strategies[0]!;
    throw new BacktestInputError(`name the strategy that is what was bought with --strategy ID. This scenario has:\n${list}`);
  }
  const lower = wanted.toLowerCase();
  const found = scenario.strategies.find((s) => s.id === wanted) ?? scenario.strategies.find((s) => s.id.toLowerCase() === lower || s.name.trim().toLowerCase() === lower);
  if (!found) throw new BacktestInputError(`--strategy "${cutText(wanted)}": no strategy has that id or name. This scenario has:\n${list}`);
  return found;
}

/**
 * `--backtest`: reads the bill (streamed, in its own encoding), moves the scenario onto the
 * bill's months, simulates the chosen strategy there and prints simulated beside billed.
 */
export async function runBacktest(options: BacktestOptions, io: BacktestIo): Promise<void> {
  let text: string;
  try {
    text = await io.readFile(options.scenarioPath);
  } catch (error) {
    throw new BacktestInputError(`cannot read ${cutText(options.scenarioPath)}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = parseScenarioText(text);
  if (!parsed.ok) throw new BacktestInputError(`${cutText(options.scenarioPath)} is not a valid scenario:\n${formatIssues(parsed.issues)}`);
  const bill = await readBill(options.billFile, options, io);
  if (bill.groups.length === 0) throw new BacktestInputError(`${cutText(options.billFile)}: the bill has no GPU instance time to compare (${englishCount(bill.rowsRead, 'row', 'rows', bill.rowsRead.toLocaleString('en-US'))} read, ${bill.rejectedCount.toLocaleString('en-US')} rejected${whatWasRead(bill)})`);
  if (bill.currency !== null && bill.currency !== parsed.scenario.currency)
    throw new BacktestInputError(`the bill is in ${bill.currency} and the scenario in ${parsed.scenario.currency}: back-test a bill in the scenario's currency`);
  const strategy = pickStrategy(parsed.scenario, options.strategy);
  for (const [key, poolId] of Object.entries(options.mapping)) {
    if (poolId !== null && !strategy.pools.some((p) => p.id === poolId))
      throw new BacktestInputError(`--map ${cutText(key)}=${cutText(poolId)}: strategy "${cutText(strategy.id)}" has no pool "${cutText(poolId)}" (it has ${strategy.pools.map((p) => p.id).join(', ')})`);
  }
  const moved = scenarioOverBillPeriod(parsed.scenario, bill);
  const scenario: Scenario = { ...moved, simulation: { ...moved.simulation, runs: options.runs ?? moved.simulation.runs }, strategies: [strategy] };
  const bounds = checkWorkBounds(scenario);
  if (bounds.length > 0) throw new BacktestInputError(`the scenario over the bill's period asks for too much work:\n${formatIssues(bounds)}`);
  const mapping = { ...defaultPoolMapping(scenario, strategy, bill), ...cleanPoolMapping(strategy, bill, options.mapping) };
  const unknownKeys = Object.keys(options.mapping).filter((k) => !(k in cleanPoolMapping(strategy, bill, options.mapping)));
  if (unknownKeys.length > 0) io.stderr(`Note: the bill has no line ${unknownKeys.map(cutText).join(', ')}; that --map is not used.\n`);
  if (mappedLineCount(strategy, bill, mapping) === 0)
    throw new BacktestInputError(
      `no line of the bill is mapped to a pool of strategy "${cutText(strategy.id)}", so there is nothing billed to compare with: map one with --map KEY=POOL. The bill's costliest lines: ${billLines(bill).slice(0, 10).map((l) => cutText(l.key)).join(', ')}`,
    );
  const run = simulateScenario(scenario).strategies[0]!.representative;
  const result = backtest(scenario, strategy, run, bill, mapping);
  io.stdout(options.json ? backtestJsonText(scenario.name, scenario.currency, result, bill) : backtestReport(result, bill, scenario.currency));
}

/** What a bill with no GPU instance time did hold, so the refusal says what was read instead. */
function whatWasRead(bill: BillImport): string {
  const sums: Record<BillOtherKind, number> = { tax: 0, otherProducts: 0, fees: 0, credits: 0 };
  for (const o of bill.other) sums[o.kind] += o.cost;
  const words: Record<BillOtherKind, string> = { tax: 'tax', otherProducts: 'other products (storage, traffic)', fees: 'fees', credits: 'credits' };
  const parts = (Object.keys(sums) as BillOtherKind[]).filter((k) => sums[k] !== 0).map((k) => `${words[k]} ${sums[k].toFixed(2)}`);
  const first = bill.rejected[0];
  return `${parts.length > 0 ? `; read instead: ${parts.join(', ')}` : ''}${first ? `; the first rejected: line ${first.line}: ${BILL_REJECT_REASON_ENGLISH[first.reason]}` : ''}`;
}
