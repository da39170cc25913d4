/**
 * Turns a validation issue into a message key and values the interface translates, from
 * zod's issue code and parameters and, for cross-reference issues, their `key`. Issues this
 * does not know keep their English message (better than nothing, and the path still points).
 */
import type { ScenarioIssue } from '@shared/scenario';

/** Regexes of the scenario format whose failures deserve their own wording. */
const ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.-]*$';
const CURRENCY_PATTERN = '^[A-Z]{3}$';

export const CUSTOM_ISSUE_KEYS = [
  'duplicateId',
  'duplicatePlacement',
  'unknownGpu',
  'unknownPhase',
  'unknownOffer',
  'unknownProvider',
  'unknownWorkload',
  'unknownPool',
  'minReplicasAboveMax',
  'expansionBeforeOrder',
  'missingPriceOnDemand',
  'missingPriceSpot',
  'missingPriceBareMetal',
  'missingPriceReserved',
  'missingPaymentOption',
  'missingOwnedField',
  'allUpfrontHourly',
  'noUpfrontUpfront',
  'duplicatePaymentOption',
  'instancePlanOffers',
  'duplicateSavingsPlanRate',
  'planOfferOtherProvider',
  'duplicatePlanRate',
  'workloadNotPlaced',
  'gpuMemoryTooSmall',
  'noPoolFits',
  'gpusPerUnitAboveMax',
  'fixedReplicasMissing',
  'maxBelowMin',
  'noPositiveRate',
  'endNotAfterStart',
  'curvePoints',
  'replayTooShortToRepeat',
  'tooMuchWork',
  'tooMuchWorkInAll',
  'fullBatchBelowSingle',
  'sharesNotOne',
  'duplicateClassName',
  'gpuSharesNotOne',
  'duplicateGpuCount',
  'duplicateProfile',
  'llmUnknownSizeClass',
  'llmRateMissing',
  'llmFullBatchTooFast',
  'llmOfferWithoutProfile',
  'routesNeedTokens',
  'routesNeedAutoscale',
  'routeClassTwice',
  'routePoolNotPlaced',
  'routePoolTwice',
  'routeClassMissing',
  'routePoolMissing',
  'priorityFallbackJobsOnly',
  'priorityFallbackNowhere',
  'quotaPoolNotCommitted',
  'quotaOneHolder',
  'quotaWorkloadNotOnPool',
  'quotaTeamNotOnPool',
  'quotaTwice',
  'quotaGuaranteeAboveMax',
  'quotaGuaranteesAbovePool',
] as const;
type CustomIssueKey = (typeof CUSTOM_ISSUE_KEYS)[number];

export type IssueMessageKey =
  | 'required'
  | 'notNumber'
  | 'notWholeNumber'
  | 'notText'
  | 'notChoice'
  | 'wrongType'
  | 'atLeast'
  | 'above'
  | 'atMost'
  | 'below'
  | 'textTooShort'
  | 'textTooLong'
  | 'listTooShort'
  | 'listTooLong'
  | 'dateFormat'
  | 'idFormat'
  | 'currencyFormat'
  | 'badFormat'
  | 'choiceOf'
  | 'chooseType'
  | 'unknownField'
  | 'unknownFieldDidYouMean'
  | 'growthTooLow'
  | 'growthTooHigh'
  | 'growthNotNumber'
  | CustomIssueKey;

/** What to show: a message key with its values, or the issue's own English text. */
export type IssueText =
  { key: IssueMessageKey; values: Readonly<Record<string, string | number>> } | { raw: string };

function param(issue: ScenarioIssue, name: string): unknown {
  return issue.params?.[name];
}

function numberParam(issue: ScenarioIssue, name: string): number | undefined {
  const value = param(issue, name);
  return typeof value === 'number' ? value : undefined;
}

function invalidType(issue: ScenarioIssue): IssueText {
  if (param(issue, 'received') === 'undefined') return { key: 'required', values: {} };
  switch (param(issue, 'expected')) {
    case 'number':
      return { key: 'notNumber', values: {} };
    case 'int':
      return { key: 'notWholeNumber', values: {} };
    case 'string':
      return { key: 'notText', values: {} };
    default:
      return { key: 'wrongType', values: {} };
  }
}

function tooSmall(issue: ScenarioIssue): IssueText {
  const minimum = numberParam(issue, 'minimum') ?? 0;
  switch (param(issue, 'origin')) {
    case 'string':
      return minimum <= 1
        ? { key: 'required', values: {} }
        : { key: 'textTooShort', values: { minimum } };
    case 'array':
      return { key: 'listTooShort', values: { minimum } };
    default:
      return {
        key: param(issue, 'inclusive') === false ? 'above' : 'atLeast',
        values: { minimum },
      };
  }
}

function tooBig(issue: ScenarioIssue): IssueText {
  const maximum = numberParam(issue, 'maximum') ?? 0;
  switch (param(issue, 'origin')) {
    case 'string':
      return { key: 'textTooLong', values: { maximum } };
    case 'array':
      return { key: 'listTooLong', values: { maximum } };
    default:
      return { key: param(issue, 'inclusive') === false ? 'below' : 'atMost', values: { maximum } };
  }
}

function invalidFormat(issue: ScenarioIssue): IssueText {
  if (param(issue, 'format') === 'date') return { key: 'dateFormat', values: {} };
  const pattern = String(param(issue, 'pattern') ?? '');
  if (pattern.includes(ID_PATTERN)) return { key: 'idFormat', values: {} };
  if (pattern.includes(CURRENCY_PATTERN)) return { key: 'currencyFormat', values: {} };
  return { key: 'badFormat', values: {} };
}

/** Only strings and numbers go into messages; anything else is dropped. */
function plainValues(params: Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') out[name] = value;
  }
  return out;
}

const MISSING_PRICE_KEYS: Readonly<Record<string, CustomIssueKey>> = {
  onDemand: 'missingPriceOnDemand',
  spot: 'missingPriceSpot',
  bareMetal: 'missingPriceBareMetal',
  reserved: 'missingPriceReserved',
};

function custom(issue: ScenarioIssue): IssueText {
  const key = param(issue, 'key');
  const values = plainValues(issue.params ?? {});
  if (key === 'missingPrice') {
    const priceKey = MISSING_PRICE_KEYS[String(param(issue, 'priceKind'))];
    return priceKey ? { key: priceKey, values } : { raw: issue.message };
  }
  if (key === 'duplicateId' && param(issue, 'kind') === 'placement') {
    return { key: 'duplicatePlacement', values };
  }
  return (CUSTOM_ISSUE_KEYS as readonly unknown[]).includes(key)
    ? { key: key as CustomIssueKey, values }
    : { raw: issue.message };
}

/** Monthly growth is typed as a percent, so its bounds are worded in percent too. */
function growthText(issue: ScenarioIssue): IssueText | undefined {
  if (!issue.path.endsWith('.growthPerMonth')) return undefined;
  if (issue.code === 'too_small') return { key: 'growthTooLow', values: {} };
  if (issue.code === 'too_big') return { key: 'growthTooHigh', values: {} };
  if (issue.code === 'invalid_type') return { key: 'growthNotNumber', values: {} };
  return undefined;
}

export function issueText(issue: ScenarioIssue): IssueText {
  const growth = growthText(issue);
  if (growth) return growth;
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'invalid_value': {
      const values = param(issue, 'values');
      return Array.isArray(values) && values.length > 0
        ? { key: 'choiceOf', values: { values: values.map(String).join(', ') } }
        : { key: 'notChoice', values: {} };
    }
    case 'invalid_union':
      return { key: 'chooseType', values: {} };
    case 'unrecognized_keys': {
      const field = String(param(issue, 'field') ?? '');
      const suggestion = param(issue, 'suggestion');
      return typeof suggestion === 'string'
        ? { key: 'unknownFieldDidYouMean', values: { field, suggestion } }
        : { key: 'unknownField', values: { field } };
    }
    case 'custom':
      return custom(issue);
    default:
      return { raw: issue.message };
  }
}
