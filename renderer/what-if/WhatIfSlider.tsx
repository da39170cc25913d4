import { memo, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { parseDecimal } from '../curve/parse-decimal';
import { sameExceptFunctions } from './same-except-functions';
import { arrowNeighbours } from './slider-steps';

export interface WhatIfSliderProps {
  /** For tests and the benchmark: data-testid of the slider's thumb input. */
  testId: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** Shift+arrow and Page Up / Page Down. */
  bigStep: number;
  /** The value as the slider and the screen reader announce it ("−30 %"). */
  display: (value: number) => string;
  /** The value as typed in the box (display units, no unit sign). */
  toText: (value: number) => string;
  /** A typed text in display units back to a value; null when it is not a number. */
  fromText: (value: number) => number;
  /** The baseline's value, shown under the label when the what-if differs from it. */
  baseline: number;
  /** While dragging: the answer follows without making an undo step. */
  onLive: (value: number) => void;
  /** A finished move (release, key step, typed value): one undo step. */
  onCommit: (value: number) => void;
  /** While the slider has focus: the values its arrow keys lead to, to be worked out ahead. */
  onAhead?: (values: number[]) => void;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * A what-if control: a slider with its value typed in a box beside it, both in step. Redrawn
 * only when a value it shows changes: its callbacks must read the latest adjustments through
 * a ref, as WhatIfControls' do (see sameExceptFunctions).
 */
export const WhatIfSlider = memo(function WhatIfSlider(props: WhatIfSliderProps) {
  const { t } = useTranslation();
  const { label, value, min, max, step, bigStep, display, toText, fromText, baseline, onLive, onCommit, onAhead, testId } = props;
  const labelId = useId();
  const [drag, setDrag] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  // The next arrow key most likely goes the way the last move went: that one step is worked
  // out ahead (both would delay the refining of the current answer twice as much).
  const direction = useRef<1 | -1>(-1);
  const previous = useRef(value);
  useEffect(() => {
    if (value !== previous.current) direction.current = value > previous.current ? 1 : -1;
    previous.current = value;
    if (focused && drag === null) onAhead?.(arrowNeighbours(value, step, min, max, direction.current).slice(0, 1));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onAhead reads the latest adjustments itself
  }, [focused, drag, value, step, min, max]);
  const shown = drag ?? value;
  // While the planner types, the box holds their text; otherwise it shows the value.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? toText(shown);

  const commitText = () => {
    if (typed === null) return;
    setTyped(null);
    const parsed = parseDecimal(typed);
    if (parsed === null) return;
    const next = clamp(fromText(parsed), min, max);
    if (next !== value) onCommit(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commitText();
    if (event.key === 'Escape') setTyped(null);
  };
  const changed = Math.abs(value - baseline) > 1e-12;
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        {changed && (
          <Typography variant="caption" color="text.secondary">
            {t('whatIf.controls.baselineValue', { value: display(baseline) })}
          </Typography>
        )}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Slider
          aria-labelledby={labelId}
          value={shown}
          min={min}
          max={max}
          step={step}
          shiftStep={bigStep}
          valueLabelDisplay="auto"
          valueLabelFormat={display}
          getAriaValueText={display}
          onChange={(_, v) => {
            const next = v as number;
            setDrag(next);
            onLive(next);
          }}
          onChangeCommitted={(_, v) => {
            setDrag(null);
            onCommit(v as number);
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          slotProps={{ input: { 'data-testid': testId } as Record<string, string> }}
          // No gliding thumb: its animation redraws the page for 150 ms right when the
          // move's first figures need the page's time.
          sx={{ flex: 1, '& .MuiSlider-thumb, & .MuiSlider-track': { transition: 'none' } }}
        />
        <TextField
          size="small"
          value={text}
          onChange={(e) => setTyped(e.target.value)}
          onBlur={commitText}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: {
              'aria-label': t('whatIf.controls.typed', { label }),
              inputMode: 'decimal',
              'data-testid': `${testId}-typed`,
            },
          }}
          sx={{ width: '9ch', flexShrink: 0 }}
        />
      </Stack>
    </Box>
  );
}, sameExceptFunctions);
