import { useMemo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { LongestTerm } from '@shared/analysis/optimise-commitment';
import type { Scenario } from '@shared/scenario';
import { useFormat } from '../decision-app';

/** The select's value: 'any', 'horizon' or a number of months. */
export type LongestTermChoice = string;

/** The longest term the planner accepts, as the analyses take it (undefined: any). */
export function longestTermOf(choice: LongestTermChoice): LongestTerm | undefined {
  return choice === 'any' ? undefined : choice === 'horizon' ? 'horizon' : Number(choice);
}

interface LongestTermSelectProps {
  scenario: Scenario;
  value: LongestTermChoice;
  onChange: (value: LongestTermChoice) => void;
}

/** "Longest accepted term": any, within the horizon, or one of the terms the catalogue offers. */
export function LongestTermSelect({ scenario, value, onChange }: LongestTermSelectProps) {
  const { t } = useTranslation();
  const format = useFormat();
  // The terms the catalogue offers, so the planner picks among real ones.
  const terms = useMemo(() => {
    const all = scenario.catalog.offers.flatMap((o) => [...o.prices.reserved.map((r) => r.termMonths), ...(o.prices.bareMetal ? [o.prices.bareMetal.minTermMonths] : [])]);
    return [...new Set(all)].filter((m) => m > 0).sort((a, b) => a - b);
  }, [scenario]);
  return (
    <TextField select size="small" label={t('contract.longestTerm')} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 200 }}>
      <MenuItem value="any">{t('contract.longestAny')}</MenuItem>
      <MenuItem value="horizon">{t('contract.longestHorizon')}</MenuItem>
      {terms.map((m) => (
        <MenuItem key={m} value={String(m)}>
          {t('contract.longestMonths', { count: m, months: format.number(m) })}
        </MenuItem>
      ))}
    </TextField>
  );
}
