import { memo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LATENCY_STATISTICS } from '@shared/scenario';
import { TrafficCurveEditor } from '../app';
import { useDraftSelector, useDraftStore, useDraftValue } from '../draft/draft-context';
import { finiteNumber } from '../draft/draft-document';
import { getIn } from '../draft/json-path';
import { withImportedTraffic } from '../llm/imported-traffic';
import { LlmSection } from '../llm/LlmSection';
import { FieldGroup } from '../fields/FieldGroup';
import { fieldDomId } from '../fields/field-id';
import { FormGrid } from '../fields/FormGrid';
import { NumberField } from '../fields/NumberField';
import { SelectField } from '../fields/SelectField';
import { useIssueMessage } from '../validation/use-issue-message';
import { issuesWithin } from '../validation/validate-draft';
import { ReplaySummary } from './ReplaySummary';
import { useGrowthStart } from './use-growth-start';

function numbers(value: unknown): number[] | undefined {
  return Array.isArray(value)
    ? value.map((v) => (typeof v === 'number' && Number.isFinite(v) ? v : 0))
    : undefined;
}

/** Online inference: the traffic over a day, what one replica serves, and how replicas scale. */
export const InferenceFields = memo(function InferenceFields({ index }: { index: number }) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const issues = useDraftSelector((state) => state.validation.issues);
  const message = useIssueMessage();
  const base = ['workloads', index] as const;
  const traffic = useDraftValue([...base, 'traffic']);
  const growthPath = `workloads[${index}].traffic.growthPerMonth`;
  // The growth field shows its own problems; the rest of the traffic's go under the chart.
  const growthFromPath = `workloads[${index}].traffic.growthFromDay`;
  const trafficIssues = issuesWithin(issues, `workloads[${index}].traffic`).filter(
    (issue) => issue.path !== growthPath && issue.path !== growthFromPath,
  );
  const growthErrors = issues.filter((issue) => issue.path === growthPath).map(message);
  const growth = getIn(traffic, ['growthPerMonth']);
  const growthStart = useGrowthStart(index, getIn(traffic, ['growthFromDay']));
  const startDate = useDraftValue(['startDate']);
  // Planned in tokens: the request model's capacity and latency fields are not read by the run.
  const llm = useDraftValue([...base, 'llm']);
  const tokens = typeof llm === 'object' && llm !== null;

  return (
    <>
      <FieldGroup title={t('editor.inference.traffic')} intro={t('editor.inference.trafficIntro')}>
        <div id={fieldDomId([...base, 'traffic'])}>
          <TrafficCurveEditor
            weekday={numbers(getIn(traffic, ['weekday'])) ?? []}
            weekend={numbers(getIn(traffic, ['weekend']))}
            growthPerMonth={typeof growth === 'string' ? growth : (finiteNumber(growth) ?? 0)}
            growthErrors={growthErrors}
            growthFieldId={fieldDomId(growthPath)}
            growthStart={growthStart}
            startDate={typeof startDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(startDate) ? startDate : '1970-01-01'}
            sizeClasses={tokens}
            // Each finished gesture on the curve is its own undo step (an import with its size classes too).
            onChange={(next) => change((doc) => withImportedTraffic(doc, index, next))}
          />
        </div>
        {/* Room under the growth preview: an outlined label rises above its field, onto the line before. */}
        <Box sx={{ mt: 2 }}>
          <FormGrid minColumnWidth={200}>
            <NumberField
              path={[...base, 'traffic', 'growthFromDay']}
              label={t('editor.inference.growthFromDay')}
              hint={t('editor.inference.growthFromDayHint', { day: growthStart.ownStartDay })}
              integer
            />
          </FormGrid>
        </Box>
        {trafficIssues.length > 0 && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {trafficIssues.map(message).join(' · ')}
          </Alert>
        )}
      </FieldGroup>
      <ReplaySummary index={index} />
      <FieldGroup title={t('editor.inference.replica')} intro={t('editor.inference.replicaIntro')}>
        <FormGrid minColumnWidth={200}>
          {!tokens && (
            <NumberField
              path={[...base, 'requestsPerSecondPerReplica']}
              label={t('editor.inference.requestsPerReplica')}
              unit={t('editor.units.requestsPerSecond')}
              hint={t('editor.inference.requestsPerReplicaHint')}
            />
          )}
          <NumberField
            path={[...base, 'gpusPerReplica']}
            label={t('editor.inference.gpusPerReplica')}
            integer
          />
          {!tokens && (
            <NumberField
              path={[...base, 'concurrencyPerReplica']}
              label={t('editor.inference.concurrency')}
              integer
              hint={t('editor.inference.concurrencyHint')}
            />
          )}
          {!tokens && (
            <NumberField
              path={[...base, 'serviceTimeMs']}
              label={t('editor.inference.serviceTime')}
              unit={t('editor.units.ms')}
            />
          )}
        </FormGrid>
      </FieldGroup>
      <LlmSection index={index} />
      <FieldGroup title={t('editor.inference.scaling')} intro={t('editor.inference.scalingIntro')}>
        <FormGrid minColumnWidth={200}>
          <NumberField
            path={[...base, 'minReplicas']}
            label={t('editor.inference.minReplicas')}
            integer
          />
          <NumberField
            path={[...base, 'maxReplicas']}
            label={t('editor.inference.maxReplicas')}
            integer
          />
          <NumberField
            path={[...base, 'targetUtilisation']}
            label={t('editor.inference.targetUtilisation')}
            hint={t('editor.inference.targetUtilisationHint')}
          />
          <NumberField
            path={[...base, 'scaleUpDelayMinutes']}
            label={t('editor.inference.scaleUpDelay')}
            unit={t('editor.units.minutes')}
          />
          <NumberField
            path={[...base, 'scaleDownDelayMinutes']}
            label={t('editor.inference.scaleDownDelay')}
            unit={t('editor.units.minutes')}
          />
          {!tokens && (
            <NumberField
              path={[...base, 'latencyTargetMs']}
              label={t('editor.inference.latencyTarget')}
              unit={t('editor.units.ms')}
              hint={t('editor.inference.latencyTargetHint')}
            />
          )}
          {!tokens && (
            <SelectField
              path={[...base, 'latencyTargetPercentile']}
              label={t('editor.inference.latencyStatistic')}
              options={LATENCY_STATISTICS.map((value) => ({ value, label: t(`editor.inference.latencyStatistics.${value}`) }))}
              hint={t('editor.inference.latencyStatisticHint')}
              absentValue="mean"
            />
          )}
        </FormGrid>
      </FieldGroup>
    </>
  );
});
