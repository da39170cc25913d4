import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { StrategyMetric } from './strategy-metrics';
import type { ResultsFormat } from './use-results-format';

/** A dash that says why on hover or focus (and to screen readers, as its label). */
function NotApplicable({ reason }: { reason: string }) {
  const { t } = useTranslation();
  const label = t('results.cards.notApplicableLabel', { reason });
  return (
    <Tooltip title={label}>
      <Box
        component="span"
        tabIndex={0}
        aria-label={label}
        sx={{ cursor: 'help', borderBottom: 1, borderBottomStyle: 'dotted', px: 0.5 }}
      >
        —
      </Box>
    </Tooltip>
  );
}

/** An info icon that explains a figure on hover or focus (and to screen readers). */
function Hint({ text }: { text: string }) {
  return (
    <Tooltip title={text}>
      <InfoOutlined
        tabIndex={0}
        aria-label={text}
        sx={{ fontSize: '0.95rem', ml: 0.5, verticalAlign: 'text-bottom', cursor: 'help' }}
      />
    </Tooltip>
  );
}

function MetricValue({ metric, fmt }: { metric: StrategyMetric; fmt: ResultsFormat }) {
  const { t } = useTranslation();
  if (metric.value === null) {
    return (
      <NotApplicable
        reason={t(`results.cards.notApplicable.${metric.notApplicable ?? 'noJobsFinished'}`)}
      />
    );
  }
  if (metric.id === 'turnaround' && metric.second !== undefined && metric.second !== null) {
    return (
      <>
        {t('results.units.hoursPair', {
          first: fmt.hoursNumber(metric.value),
          second: fmt.hoursNumber(metric.second),
        })}
      </>
    );
  }
  return <>{fmt.metric(metric.format, metric.value)}</>;
}

/** A strategy's figures as a definition list: label on the left, P50 on the right. */
export function MetricList({ metrics, fmt }: { metrics: StrategyMetric[]; fmt: ResultsFormat }) {
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 2,
        rowGap: 0.75,
        alignItems: 'baseline',
        '& dt': { color: 'text.secondary', fontSize: '0.875rem' },
        '& dd': {
          m: 0,
          textAlign: 'right',
          fontWeight: 600,
          fontSize: '0.9375rem',
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
        },
      }}
    >
      {metrics.map((metric) => (
        <Box key={metric.id} sx={{ display: 'contents' }} data-metric={metric.id} data-reported-only={metric.reportedOnly === true ? 'true' : undefined}>
          <dt>
            {t(`results.cards.metrics.${metric.id}`)}
            {metric.reportedOnly === true && ` ${t('targetRules.reportedOnly')}`}
            {metric.id === 'costIncludingWaiting' && <Hint text={t('results.cards.waitingHint')} />}
            {metric.reportedOnly === true && <Hint text={t('targetRules.reportedOnlyHint')} />}
          </dt>
          <dd>
            <MetricValue metric={metric} fmt={fmt} />
          </dd>
        </Box>
      ))}
    </Box>
  );
}
