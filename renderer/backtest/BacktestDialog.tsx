import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { billLines, defaultPoolMapping, mappedLineCount, type BacktestResult, type BillImport, type PoolMapping } from '@shared/bill-import';
import type { Scenario } from '@shared/scenario';
import { useCounts } from '../i18n/use-counts';
import { useFormat } from '../i18n/use-format';
import { BacktestResultView } from './BacktestResultView';
import { BillMappingTable } from './BillMappingTable';
import { RejectedBillRows } from './RejectedBillRows';
import { runBacktestJob, type BacktestOutcome, type RunningBacktestJob } from './run-backtest-worker';

type Stage =
  | { stage: 'pick'; problem?: string }
  | { stage: 'reading'; file: string; share: number }
  | { stage: 'mapping'; file: string; bill: BillImport; problem?: string }
  | { stage: 'simulating'; file: string; bill: BillImport; share: number }
  | { stage: 'result'; file: string; bill: BillImport; result: BacktestResult };

/** "Back-test against a bill": pick a bill, map its lines to pools, simulate its months, compare. */
export function BacktestDialog({ scenario, onClose }: { scenario: Scenario; onClose(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const counts = useCounts();
  const [stage, setStage] = useState<Stage>({ stage: 'pick' });
  const [strategyId, setStrategyId] = useState(scenario.strategies[0]!.id);
  const [mapping, setMapping] = useState<PoolMapping>({});
  const running = useRef<RunningBacktestJob | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const strategy = scenario.strategies.find((s) => s.id === strategyId) ?? scenario.strategies[0]!;
  const bill = 'bill' in stage ? stage.bill : null;
  const lines = useMemo(() => (bill ? billLines(bill) : []), [bill]);
  // Nothing mapped: the comparison would set the whole simulated cost against nothing billed.
  const nothingMapped = bill !== null && mappedLineCount(strategy, bill, mapping) === 0;

  // Closing the dialog mid-job ends the worker.
  useEffect(() => () => running.current?.cancel(), []);

  function start(request: Parameters<typeof runBacktestJob>[0], onDone: (outcome: BacktestOutcome) => void) {
    const job = runBacktestJob(request, (share) => setStage((s) => (s.stage === 'reading' || s.stage === 'simulating' ? { ...s, share } : s)));
    running.current = job;
    void job.done.then((outcome) => {
      if (running.current !== job) return;
      running.current = null;
      onDone(outcome);
    });
  }

  function read(file: File) {
    setStage({ stage: 'reading', file: file.name, share: 0 });
    start({ kind: 'read', file }, (outcome) => {
      if (outcome.kind === 'read') {
        setMapping(defaultPoolMapping(scenario, strategy, outcome.bill));
        const currencyProblem =
          outcome.bill.currency !== null && outcome.bill.currency !== scenario.currency
            ? t('backtest.billCurrency', { bill: outcome.bill.currency, scenario: scenario.currency })
            : undefined;
        setStage({ stage: 'mapping', file: file.name, bill: outcome.bill, ...(currencyProblem ? { problem: currencyProblem } : {}) });
      } else if (outcome.kind === 'refused')
        setStage({ stage: 'pick', problem: t(`backtest.problems.${outcome.problem}`, { file: file.name, columns: outcome.missing.join(', ') }) });
      else setStage({ stage: 'pick', problem: t('backtest.failed', { file: file.name, message: 'message' in outcome ? outcome.message : '' }) });
    });
  }

  function compare(current: Extract<Stage, { stage: 'mapping' }>) {
    setStage({ stage: 'simulating', file: current.file, bill: current.bill, share: 0 });
    start({ kind: 'compare', scenario, strategyId: strategy.id, bill: current.bill, mapping }, (outcome) => {
      if (outcome.kind === 'compared') setStage({ stage: 'result', file: current.file, bill: current.bill, result: outcome.result });
      else {
        const message = 'message' in outcome ? outcome.message : '';
        setStage({ ...current, problem: t(outcome.kind === 'tooMuchWork' ? 'backtest.tooMuchWork' : 'backtest.compareFailed', { message }) });
      }
    });
  }

  function cancel() {
    running.current?.cancel();
    running.current = null;
    setStage((s) => (s.stage === 'simulating' ? { stage: 'mapping', file: s.file, bill: s.bill } : { stage: 'pick' }));
  }

  function chooseStrategy(id: string) {
    setStrategyId(id);
    const next = scenario.strategies.find((s) => s.id === id);
    if (bill && next) setMapping(defaultPoolMapping(scenario, next, bill));
  }

  const busy = stage.stage === 'reading' || stage.stage === 'simulating';
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="backtest-title">
      <DialogTitle id="backtest-title">{t('backtest.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {stage.stage === 'pick' && <DialogContentText>{t('backtest.intro')}</DialogContentText>}
          {'problem' in stage && stage.problem && <Alert severity="error">{stage.problem}</Alert>}
          {busy && (
            <Stack spacing={1} role="status">
              <Typography>
                {stage.stage === 'reading' ? t('backtest.reading', { file: stage.file }) : t('backtest.simulating', { strategy: strategy.name })}
              </Typography>
              <LinearProgress variant="determinate" value={stage.share * 100} />
              <Typography variant="caption">{t('backtest.progress', { percent: format.percent(stage.share, { maximumFractionDigits: 0 }) })}</Typography>
            </Stack>
          )}
          {bill && !busy && (
            <Typography variant="body2" data-testid="backtest-bill-summary">
              {t('backtest.billSummary', {
                format: t(`backtest.formats.${bill.format}`),
                rows: counts('rows', bill.rowsRead),
                first: bill.firstDay ?? '—',
                last: bill.lastDay ?? '—',
                lines: counts('billLines', lines.length),
              })}
            </Typography>
          )}
          {bill && !busy && <RejectedBillRows bill={bill} />}
          {stage.stage === 'mapping' && (
            <>
              <TextField select label={t('backtest.strategy')} value={strategy.id} onChange={(e) => chooseStrategy(e.target.value)} sx={{ maxWidth: 480 }}>
                {scenario.strategies.map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
              <Typography variant="body2" color="text.secondary">
                {t('backtest.mapping.help')}
              </Typography>
              <BillMappingTable scenario={scenario} strategy={strategy} lines={lines} mapping={mapping} onChange={setMapping} />
              {nothingMapped && (
                <Alert severity="warning" data-testid="backtest-nothing-mapped">
                  {t('backtest.nothingMapped', { strategy: strategy.name })}
                </Alert>
              )}
            </>
          )}
          {stage.stage === 'result' && <BacktestResultView result={stage.result} currency={scenario.currency} />}
        </Stack>
        <input
          ref={input}
          type="file"
          hidden
          accept=".csv,.txt,text/csv"
          data-testid="backtest-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) read(file);
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={busy ? cancel : onClose}>{busy ? t('backtest.cancel') : t('backtest.close')}</Button>
        {!busy && (
          <Button variant={stage.stage === 'pick' ? 'contained' : 'text'} onClick={() => input.current?.click()}>
            {stage.stage === 'pick' ? t('backtest.choose') : t('backtest.another')}
          </Button>
        )}
        {stage.stage === 'result' && (
          <Button onClick={() => setStage({ stage: 'mapping', file: stage.file, bill: stage.bill })}>{t('backtest.back')}</Button>
        )}
        {stage.stage === 'mapping' && (
          <Button variant="contained" disabled={nothingMapped || (stage.problem !== undefined && stage.bill.currency !== null && stage.bill.currency !== scenario.currency)} onClick={() => compare(stage)}>
            {t('backtest.compare')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
