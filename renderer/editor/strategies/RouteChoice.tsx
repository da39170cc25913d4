import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface RouteOption {
  value: string;
  label: string;
  /** A second line in the menu: a pool's offer, so pools named by id tell their GPUs apart. */
  detail?: string;
  /** Where the option is now, when another route has it ("now in route 1"). */
  elsewhere?: string;
}

interface RouteChoiceProps {
  label: string;
  ariaLabel: string;
  options: readonly RouteOption[];
  chosen: readonly string[];
  errors: readonly string[];
  onChange(next: string[]): void;
}

/**
 * Several of a list (a route's size classes or pools), ticked in a menu and shown as chips. An
 * option another route has says so: ticking it here moves it. A chosen value the list does not
 * have (a pool no longer placed) shows as a red chip until it is unticked.
 */
export function RouteChoice({ label, ariaLabel, options, chosen, errors, onChange }: RouteChoiceProps) {
  const known = new Set(options.map((o) => o.value));
  const shown: RouteOption[] = [...options, ...chosen.filter((v) => !known.has(v)).map((value) => ({ value, label: value }))];
  const labelOf = (value: string) => shown.find((o) => o.value === value)?.label ?? value;
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={[...chosen]}
      error={errors.length > 0}
      helperText={errors.length > 0 ? errors.join(' · ') : undefined}
      onChange={(event) => {
        const value: unknown = event.target.value;
        onChange(Array.isArray(value) ? value.map(String) : String(value).split(','));
      }}
      slotProps={{
        select: {
          multiple: true,
          // The name says which route ("Size classes of route 2"), not only the visible label.
          SelectDisplayProps: { 'aria-label': ariaLabel, 'aria-labelledby': undefined },
          renderValue: (selected) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {(selected as string[]).map((value) => (
                <Chip
                  key={value}
                  size="small"
                  label={labelOf(value)}
                  color={known.has(value) ? 'default' : 'error'}
                  sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
                />
              ))}
            </Box>
          ),
        },
      }}
    >
      {shown.map((option) => (
        <MenuItem key={option.value} value={option.value} dense>
          <Checkbox size="small" checked={chosen.includes(option.value)} sx={{ p: 0.5, mr: 1 }} />
          <ListItemText primary={option.label} secondary={[option.detail, option.elsewhere].filter(Boolean).join(' · ') || undefined} />
        </MenuItem>
      ))}
    </TextField>
  );
}
