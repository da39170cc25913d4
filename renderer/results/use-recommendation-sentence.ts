import { useTranslation } from 'react-i18next';
import type { Recommendation, ScenarioResults } from '@shared/sim/results';
import { useFormat } from '../i18n/use-format';
import { recommendationText, type MissedTargets } from './recommendation-text';

export interface RecommendationSentence {
  /** The one sentence on why. */
  main: string;
  /** A cheaper strategy that misses its targets, when there is one. */
  aside: string | null;
}

/**
 * The recommendation in the interface language, worded from the analysis's structured fields
 * (names, fractions, hours) rather than its English `reason`.
 */
export function useRecommendationSentence(results: ScenarioResults): RecommendationSentence | null {
  const words = useRecommendationWording();
  const names = new Map(results.strategies.map((s) => [s.strategyId, s.name]));
  return words(results.recommendation, names);
}

/**
 * The same wording for a recommendation kept apart from its results (a what-if kept for the
 * report keeps the recommendations, not the results), given the strategies' names.
 */
export function useRecommendationWording(): (
  rec: Recommendation | null,
  names: ReadonlyMap<string, string>,
) => RecommendationSentence | null {
  const { t } = useTranslation();
  const format = useFormat();
  return (rec, names) => {
    if (!rec) return null;
    const sentence = main(rec, names);
    // Strategies whose costs could not be added up are named, never dropped silently.
    const dropped = rec.notComparable ?? [];
    if (dropped.length === 0) return sentence;
    const notComparable = t('results.recommendation.notComparable', {
      count: dropped.length,
      names: dropped.map((id) => names.get(id) ?? id).join(t('results.recommendation.listSeparator')),
    });
    return { ...sentence, aside: sentence.aside === null ? notComparable : `${sentence.aside} ${notComparable}` };
  };

  function main(rec: Recommendation, names: ReadonlyMap<string, string>): RecommendationSentence {
    const text = recommendationText(rec, names);
    const percent = (fraction: number) => format.percent(fraction, { maximumFractionDigits: 0 });
    const misses = (what: MissedTargets) => t(`results.recommendation.misses.${what}`);
    switch (text.kind) {
      case 'onlyStrategy':
        return {
          main: t('results.recommendation.onlyStrategy', { winner: text.winner }),
          aside: null,
        };
      case 'noComparison':
        return {
          main: t('results.recommendation.noComparison', { winner: text.winner }),
          aside: null,
        };
      case 'noneMeetTargets':
        return {
          main: t('results.recommendation.noneMeetTargets', {
            winner: text.winner,
            share: percent(text.runsMeetingTargets),
          }),
          aside: null,
        };
      case 'onlyOneMeeting':
        return {
          main: text.dearer
            ? t('results.recommendation.onlyOneMeeting.dearer', {
                winner: text.winner,
                other: text.other,
                difference: percent(text.difference),
                metric: t(`results.recommendation.metric.${text.metric}`),
                misses: misses(text.otherMisses),
              })
            : t('results.recommendation.onlyOneMeeting.notDearer', {
                winner: text.winner,
                other: text.other,
                misses: misses(text.otherMisses),
              }),
          aside: null,
        };
      case 'compared': {
        const timing = text.timing
          ? t(`results.recommendation.timing.${text.timing.direction}`, {
              hours: t('results.units.hours', {
                value: format.number(text.timing.hours, { maximumFractionDigits: 1 }),
              }),
            })
          : '';
        return {
          main: t(`results.recommendation.compared.${text.direction}`, {
            winner: text.winner,
            other: text.other,
            difference: percent(text.difference),
            metric: t(`results.recommendation.metric.${text.metric}`),
            timing,
          }),
          aside: text.cheaperButMisses
            ? t('results.recommendation.cheaperButMisses', {
                name: text.cheaperButMisses.name,
                misses: misses(text.cheaperButMisses.misses),
              })
            : null,
        };
      }
    }
  }
}
