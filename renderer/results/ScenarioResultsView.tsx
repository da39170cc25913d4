import { useCallback, useMemo } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { parseScenario } from '@shared/scenario';
import { ExportActions } from '../report/ExportActions';
import { readRunAnalyses, useLatestRun, useVersions, type OpenScenario } from '../storage';
import { WhatIfEntry } from '../what-if/WhatIfEntry';
import { CompareEntry } from '../compare/CompareEntry';
import { BacktestEntry } from '../backtest/BacktestEntry';
import { VersionList } from '../versions/VersionList';
import { runDamage } from '../storage/record-damage';
import { DamagedRunNotice } from './DamagedRunNotice';
import { DecisionPanel } from './decision/DecisionPanel';
import { EmptyResults } from './EmptyResults';
import { InvalidScenarioNotice } from './InvalidScenarioNotice';
import { LastRunSummary } from './LastRunSummary';
import { ResultsBody } from './ResultsBody';
import { ResultsHeader } from './ResultsHeader';
import { RunProgress } from './RunProgress';
import { RunStatus } from './RunStatus';
import { StaleBanner } from './StaleBanner';
import { scenarioShape } from './strategy-metrics';
import { useRunOnArrival } from './use-run-on-arrival';
import { useScenarioRun } from './use-scenario-run';

/** A loaded scenario's results screen: header, run controls, notices and the latest results. */
export function ScenarioResultsView({ open }: { open: OpenScenario }) {
  const scenarioId = open.scenario.id;
  const latest = useLatestRun(scenarioId);
  const versions = useVersions(scenarioId);
  const run = useScenarioRun(scenarioId);
  // Stored documents passed validation when saved; checking again guards against a
  // document from an older app version or a hand-edited database.
  const validation = useMemo(() => parseScenario(open.document), [open.document]);

  const running = run.state.status === 'running';
  const stored = latest?.run ?? null;
  // A damaged saved run is named, not drawn: the screen stays usable and can run again.
  const damage = stored ? runDamage(stored) : null;
  const saved = damage === null ? stored : null;
  const results = run.unsaved?.results ?? saved?.results ?? null;
  const ranAt = run.unsaved?.ranAt ?? saved?.createdAt ?? null;
  const stale = run.unsaved === null && latest?.stale === true;
  const canRun = validation.ok && !running;
  const { start } = run;
  const onRun = useCallback(() => {
    if (validation.ok) void start(validation.scenario, open.version.id);
  }, [validation, start, open.version.id]);
  // The editor's Run saved this version and asked for a run: start it now.
  useRunOnArrival(canRun, onRun);

  // The run's figures are read against the document it simulated, not today's edits.
  const runVersion = saved ? versions?.find((v) => v.id === saved.versionId) : undefined;
  // Decision analyses of the current document are kept with its saved run, for the report.
  const analysed = useMemo(
    () =>
      saved && run.unsaved === null && saved.versionId === open.version.id
        ? { id: saved.id, analyses: readRunAnalyses(saved) }
        : null,
    [saved, run.unsaved, open.version.id],
  );
  const shape = useMemo(
    () => scenarioShape(runVersion?.document ?? open.document),
    [runVersion, open.document],
  );

  return (
    <>
      <ResultsHeader
        scenarioId={scenarioId}
        scenarioName={open.scenario.name}
        canRun={canRun}
        hasResults={results !== null}
        onRun={onRun}
        summary={saved && run.unsaved === null ? <LastRunSummary run={saved} /> : undefined}
        actions={
          results && ranAt !== null && !running ? (
            <ExportActions
              scenarioId={scenarioId}
              scenarioName={open.scenario.name}
              results={results}
              ranAt={ranAt}
            />
          ) : undefined
        }
      />
      <Stack spacing={3}>
        {!validation.ok && (
          <InvalidScenarioNotice
            scenarioId={scenarioId}
            issues={validation.issues}
            document={open.document}
          />
        )}
        {run.state.status === 'running' && (
          <RunProgress
            done={run.state.done}
            total={run.state.total}
            etaMs={run.state.etaMs}
            onCancel={run.cancel}
          />
        )}
        <RunStatus
          state={run.state}
          hasPrevious={results !== null}
          unsavedMessage={run.unsaved?.message ?? null}
        />
        {stored && damage !== null && run.unsaved === null && <DamagedRunNotice run={stored} part={damage} />}
        {stale && (
          <StaleBanner
            runVersion={runVersion?.number ?? null}
            currentVersion={open.version.number}
            canRun={canRun}
            onRun={onRun}
          />
        )}
        {results && validation.ok && <WhatIfEntry open={open} base={validation.scenario} />}
        {!running && <CompareEntry open={open} />}
        {!running && validation.ok && <BacktestEntry scenario={validation.scenario} />}
        {!running && <VersionList scenarioId={scenarioId} currentVersionId={open.version.id} />}
        {results ? (
          <>
            <ResultsBody results={results} shape={shape} />
            {validation.ok && <DecisionPanel open={open} scenario={validation.scenario} run={analysed} />}
          </>
        ) : latest === undefined ? (
          <CircularProgress size={24} />
        ) : (
          !running &&
          validation.ok && (
            <EmptyResults
              strategies={validation.scenario.strategies.length}
              runs={validation.scenario.simulation.runs}
            />
          )
        )}
      </Stack>
    </>
  );
}
