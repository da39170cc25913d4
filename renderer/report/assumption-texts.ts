import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { empiricalSummary, hourOfWeekDayTotals, hourOfWeekPerDay, replayDays, type Distribution, type Pool, type Scenario, type Strategy } from '@shared/scenario';
import { gpuMixText } from '../i18n/gpu-mix-text';
import { useFormat } from '../i18n/use-format';
import { addDays } from '@shared/report/format';
import { growthStartDay } from '@shared/scenario/growth-start';

type Workload = Scenario['workloads'][number];
type Arrivals = Extract<Workload, { kind: 'training' }>['arrivals'];

/** Fixed arrival days listed in full up to this many; a longer list shows its first ones and "…". */
const LISTED_DAYS = 12;

/**
 * The assumptions written out in full, one line per input that changes a figure, so a reader
 * of the printed report can recompute it: inputs at their own precision (never rounded to
 * two places: a price of 2.3121 prints as 2.3121), each line in the interface language.
 */
export function useAssumptionTexts(scenario: Scenario) {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(() => {
    // Up to six decimals: the catalog's and the scenario's own precision, never float noise.
    const num = (v: number) => format.number(v, { maximumFractionDigits: 6 });
    const share = (v: number) => format.percent(v, { maximumFractionDigits: 4 });
    const price = (v: number) =>
      format.currency(v, scenario.currency, { minimumFractionDigits: 2, maximumFractionDigits: 6 });
    const workloadName = new Map(scenario.workloads.map((w) => [w.id, w.name]));
    const hourOfDay = (h: number) =>
      `${String(Math.floor(h)).padStart(2, '0')}:${String(Math.round((h % 1) * 60)).padStart(2, '0')}`;

    const dist = (d: Distribution): string => {
      switch (d.type) {
        case 'fixed':
          return t('report.assumptions.detail.dist.fixed', { value: num(d.value) });
        case 'exponential':
          return t('report.assumptions.detail.dist.exponential', { mean: num(d.mean) });
        case 'lognormal':
          return t('report.assumptions.detail.dist.lognormal', { mean: num(d.mean), cv: num(d.cv) });
        case 'uniform':
          return t('report.assumptions.detail.dist.uniform', { min: num(d.min), max: num(d.max) });
        case 'empirical': {
          const e = empiricalSummary(d.values);
          return t('report.assumptions.detail.dist.empirical', { count: e.count, mean: num(e.mean), p50: num(e.p50), p95: num(e.p95), max: num(e.max) });
        }
      }
    };

    const arrivals = (a: Arrivals): string => {
      switch (a.type) {
        case 'fixed': {
          const listed = a.days.slice(0, LISTED_DAYS).map(num).join(', ');
          return t('report.assumptions.detail.arrivalsFixed', {
            days: a.days.length > LISTED_DAYS ? `${listed}, …` : listed,
            count: a.days.length,
          });
        }
        case 'recurring':
          return a.count === undefined
            ? t('report.assumptions.detail.arrivalsRecurring', {
                every: num(a.everyDays),
                first: num(a.firstDay),
              })
            : t('report.assumptions.detail.arrivalsRecurringCount', {
                every: num(a.everyDays),
                first: num(a.firstDay),
                count: a.count,
              });
        case 'poisson':
          return t('report.assumptions.detail.arrivalsPoisson', {
            perDay: num(a.perDay),
            perWeek: num(a.perDay * 7),
          });
        case 'poissonByHourOfWeek': {
          const perDay = hourOfWeekPerDay(a.perHour);
          const days = t('jobImport.weekdays').split(',');
          return t('report.assumptions.detail.arrivalsHourOfWeek', {
            perDay: num(perDay),
            perWeek: num(perDay * 7),
            byDay: hourOfWeekDayTotals(a.perHour)
              .map((total, i) => `${days[i]} ${format.number(total, { maximumFractionDigits: 2 })}`)
              .join(', '),
          });
        }
      }
    };

    const deadline = (hours: number | undefined) =>
      hours === undefined
        ? t('report.assumptions.detail.noDeadline')
        : t('report.assumptions.detail.deadline', { hours: num(hours) });

    /** Every input of a workload that changes a figure, one line each. */
    const workloadLines = (w: Workload): string[] => {
      switch (w.kind) {
        case 'training':
          return [
            w.size.type === 'gpuHours'
              ? t('report.assumptions.detail.jobGpuHours', { size: dist(w.size.gpuHours) })
              : t('report.assumptions.detail.jobFlops', {
                  params: num(w.size.parametersBillions),
                  tokens: num(w.size.tokensBillions),
                  mfu: share(w.size.utilisation),
                  tflops: num(w.size.referenceTflops),
                }),
            w.gpusPerJobMix
              ? t('report.assumptions.detail.gpuMix', { mix: gpuMixText(t, format, w.gpusPerJobMix) })
              : t('report.assumptions.detail.gpusPerJob', { count: w.gpusPerJob }),
            arrivals(w.arrivals),
            deadline(w.deadlineHours),
            t('report.assumptions.detail.jobTimes', {
              checkpoint: num(w.checkpointIntervalMinutes),
              restart: num(w.restartOverheadMinutes),
              startup: num(w.startupMinutes),
            }),
          ];
        case 'inference':
          return [
            w.traffic.growthPerMonth === 0
              ? t('report.assumptions.detail.noGrowth')
              : t('report.assumptions.detail.growth', {
                  rate: share(w.traffic.growthPerMonth),
                  day: growthStartDay(scenario, w),
                  start: format.day(addDays(scenario.startDate, growthStartDay(scenario, w))),
                }),
            ...(w.traffic.weekend === undefined ? [t('report.assumptions.detail.weekendSame')] : []),
            ...(w.traffic.replay
              ? [
                  t('trafficReplay.assumption', {
                    days: format.number(replayDays(w.traffic.replay), { maximumFractionDigits: 1 }),
                    startDay: w.traffic.replay.startDay,
                    afterEnd: t(`trafficReplay.assumptionAfterEnd.${w.traffic.replay.afterEnd}`),
                  }),
                ]
              : []),
            t('report.assumptions.detail.replicas', {
              perReplica: num(w.requestsPerSecondPerReplica),
              count: w.gpusPerReplica,
              min: w.minReplicas,
              max: w.maxReplicas,
              utilisation: share(w.targetUtilisation),
            }),
            // Planned in tokens, the run reads its capacity and latency from the token model (listed below the table).
            w.llm !== undefined
              ? t('llmResults.assumptions.plannedInTokens', { classes: w.llm.sizeClasses.length, targets: w.llm.targets.length })
              : t('report.assumptions.detail.latency', {
                  target: num(w.latencyTargetMs),
                  statistic: t(`editor.inference.latencyStatistics.${w.latencyTargetPercentile ?? 'mean'}`),
                  service: num(w.serviceTimeMs),
                  concurrency: w.concurrencyPerReplica,
                }),
          ];
        case 'batch':
          return [
            t('report.assumptions.detail.taskGpuHours', { size: dist(w.taskGpuHours) }),
            t('report.assumptions.detail.tasksPerBatch', {
              tasks: w.tasksPerBatch,
              unit: w.unitName,
              count: w.gpusPerTask,
            }),
            arrivals(w.arrivals),
            deadline(w.deadlineHours),
            t('report.assumptions.detail.startup', { startup: num(w.startupMinutes) }),
          ];
        case 'dev':
          return [
            t('report.assumptions.detail.devMachines', {
              machines: w.machines,
              gpus: w.gpusPerMachine,
            }),
            `${t('report.assumptions.detail.devHours', {
              from: hourOfDay(w.workingHours.startHour),
              to: hourOfDay(w.workingHours.endHour),
            })}, ${t(
              w.workingHours.weekdaysOnly
                ? 'report.assumptions.detail.devWeekdays'
                : 'report.assumptions.detail.devEveryDay',
            )}`,
            t('report.assumptions.detail.devForgotten', { share: share(w.forgottenShare) }),
            w.idleShutdown.enabled
              ? t('report.assumptions.detail.devIdleShutdown', {
                  minutes: num(w.idleShutdown.afterMinutes),
                })
              : t('report.assumptions.detail.devNoShutdown'),
          ];
      }
    };

    /** A spot pool's interruption model, notice, and each placed workload's fallback rule. */
    const spotLines = (strategy: Strategy, pool: Extract<Pool, { kind: 'spot' }>): string[] => {
      const m = pool.interruption;
      const model =
        m.model === 'poisson'
          ? t('report.assumptions.detail.poisson', { rate: num(m.ratePerGpuHour) })
          : m.model === 'market'
            ? t('report.assumptions.detail.market', {
                up: num(m.meanAvailableHours),
                down: num(m.meanUnavailableHours),
              })
            : t('report.assumptions.detail.trace', {
                name: m.name,
                samples: m.unavailable.length,
                gap: m.gapSeconds,
                share: share(m.unavailable.filter((u) => u === 1).length / m.unavailable.length),
              });
      const notice = `${t('report.assumptions.detail.notice', { notice: pool.noticeSeconds })}, ${t(
        pool.saveOnNotice
          ? 'report.assumptions.detail.saveOnNotice'
          : 'report.assumptions.detail.lostOnNotice',
      )}`;
      const placements = strategy.placements.filter((p) => p.poolIds.includes(pool.id));
      const fallbacks = placements.map((p) => {
        const workload = workloadName.get(p.workloadId) ?? p.workloadId;
        const f = p.spotFallback;
        const rules: string[] = [];
        if (f.deadlinePolicy === 'greedy')
          rules.push(t('report.assumptions.detail.fallbackGreedy', { workload }));
        else if (f.deadlinePolicy === 'uniformProgress')
          rules.push(t('report.assumptions.detail.fallbackUniform', { workload }));
        if (f.afterPreemptions !== undefined)
          rules.push(
            t('report.assumptions.detail.fallbackAfter', { workload, count: f.afterPreemptions }),
          );
        if (rules.length === 0) rules.push(t('report.assumptions.detail.fallbackNone', { workload }));
        const w = scenario.workloads.find((x) => x.id === p.workloadId);
        const whenFull = t(
          p.whenSpotFull === 'wait'
            ? 'report.assumptions.detail.whenFullWait'
            : 'report.assumptions.detail.whenFullNext',
        );
        const times =
          w?.kind === 'training'
            ? `; ${t('report.assumptions.detail.jobTimesShort', {
                checkpoint: num(w.checkpointIntervalMinutes),
                restart: num(w.restartOverheadMinutes),
                startup: num(w.startupMinutes),
              })}`
            : '';
        return `${rules.join('; ')}; ${whenFull}${times}`;
      });
      return [model, notice, ...fallbacks];
    };

    return { num, price, workloadLines, spotLines };
  }, [format, scenario, t]);
}
