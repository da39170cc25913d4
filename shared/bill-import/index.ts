export * from './bill-types';
export * from './limits';
export { billEncoding, billDecoder, type BillEncoding } from './bill-decoding';
export { BillReader, readBillText, BILL_REJECT_REASON_ENGLISH, type BillReadOptions } from './bill-reader';
export { detectBillFormat } from './bill-columns';
export { billLineKey, billLines, defaultPoolMapping, cleanPoolMapping, type PoolMapping, type BillLineSummary } from './pool-mapping';
export { backtest, backtestFigure, scenarioOverBillPeriod, type BacktestResult, type BacktestFigure, type BacktestPool } from './backtest';
export { mappedLineCount, workOutsideBillPeriod, type WorkOutsidePeriod } from './backtest-coverage';
