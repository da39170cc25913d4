import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

export interface Choice<Value extends string> {
  value: Value;
  label: ReactNode;
}

interface ChoiceGroupProps<Value extends string> {
  id: string;
  label: string;
  help: string;
  value: Value;
  choices: readonly Choice<Value>[];
  onChange(value: Value): void;
}

/** A labelled row of radio buttons with a help line: one preference, a few fixed options. */
export function ChoiceGroup<Value extends string>({
  id,
  label,
  help,
  value,
  choices,
  onChange,
}: ChoiceGroupProps<Value>) {
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  return (
    <FormControl>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={helpId}
        value={value}
        onChange={(_event, next) => {
          // Only our own radio values can arrive here.
          const chosen = choices.find((choice) => choice.value === next);
          if (chosen) onChange(chosen.value);
        }}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={<Radio />}
            label={choice.label}
          />
        ))}
      </RadioGroup>
      <Typography id={helpId} variant="body2" color="text.secondary">
        {help}
      </Typography>
    </FormControl>
  );
}
