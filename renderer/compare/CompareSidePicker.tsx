import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/use-format';
import { useScenarioList, useVersions } from '../storage';

interface CompareSidePickerProps {
  side: 'before' | 'after';
  /** The scenario the side's version belongs to (null when the version is gone). */
  scenarioId: string | null;
  versionId: string;
  /** Picks a version; picking a scenario picks its current version. */
  onPick: (versionId: string) => void;
}

/** Which scenario and which of its saved versions one side of the comparison shows. */
export function CompareSidePicker({ side, scenarioId, versionId, onPick }: CompareSidePickerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const scenarios = useScenarioList();
  const versions = useVersions(scenarioId ?? undefined);
  const scenarioLabel = useId();
  const versionLabel = useId();
  const letter = t(`compare.side.${side}`);
  const current = scenarios?.find((s) => s.id === scenarioId)?.currentVersionId;
  return (
    <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }} data-testid={`compare-picker-${side}`}>
      <FormControl size="small" fullWidth>
        <InputLabel id={scenarioLabel}>{t('compare.side.scenario', { side: letter })}</InputLabel>
        <Select
          labelId={scenarioLabel}
          label={t('compare.side.scenario', { side: letter })}
          value={scenarios?.some((s) => s.id === scenarioId) ? scenarioId : ''}
          onChange={(event) => {
            const next = scenarios?.find((s) => s.id === event.target.value);
            if (next) onPick(next.currentVersionId);
          }}
          data-testid={`compare-scenario-${side}`}
        >
          {(scenarios ?? []).map((s) => (
            <MenuItem key={s.id} value={s.id}>
              <bdi>{s.name}</bdi>
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" fullWidth>
        <InputLabel id={versionLabel}>{t('compare.side.version', { side: letter })}</InputLabel>
        <Select
          labelId={versionLabel}
          label={t('compare.side.version', { side: letter })}
          value={versions?.some((v) => v.id === versionId) ? versionId : ''}
          onChange={(event) => onPick(event.target.value)}
          data-testid={`compare-version-${side}`}
        >
          {(versions ?? []).map((v) => {
            const option = t('compare.side.versionOption', { number: v.number, date: format.dateTime(v.updatedAt) });
            // The planner's name for a version tells nine versions of one afternoon apart.
            const label = v.label ? `${option} · ${v.label}` : option;
            return (
              <MenuItem key={v.id} value={v.id}>
                {v.id === current ? t('compare.side.current', { label }) : label}
              </MenuItem>
            );
          })}
        </Select>
      </FormControl>
    </Stack>
  );
}
