import { useEffect, useRef } from 'react';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import FirstPageOutlined from '@mui/icons-material/FirstPageOutlined';
import VerticalAlignTopOutlined from '@mui/icons-material/VerticalAlignTopOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useDraftSelector, useDraftStore, useDraftValue } from '../draft/draft-context';
import { moveItem } from '../draft/json-path';
import { useEditorLocation } from '../navigation/editor-location-context';
import type { EditorLocation } from '../navigation/editor-sections';
import { focusAfterMove, moveTarget, MOVES, type Move } from './move-targets';

type MoveDirection = 'vertical' | 'horizontal';

/**
 * The lists whose open item can be moved: the location entry that says which item is open,
 * and which way the list reads (workloads top to bottom, the strategy tabs left to right).
 */
const LISTS = {
  workloads: { open: 'workload', direction: 'vertical' },
  strategies: { open: 'strategy', direction: 'horizontal' },
} as const satisfies Record<string, { open: keyof EditorLocation; direction: MoveDirection }>;

const ICONS: Readonly<Record<MoveDirection, Readonly<Record<Move, typeof SvgIcon>>>> = {
  vertical: {
    first: VerticalAlignTopOutlined,
    earlier: ArrowUpwardOutlined,
    later: ArrowDownwardOutlined,
  },
  horizontal: { first: FirstPageOutlined, earlier: ArrowBackOutlined, later: ArrowForwardOutlined },
};

interface MoveButtonsProps {
  list: keyof typeof LISTS;
  /** The open item's place in the list. */
  index: number;
}

/**
 * "Move to the front", "Move earlier" and "Move later" for the open item of a list, disabled
 * where the item cannot go. Each move is one undo step and keeps the item open at its new
 * place. Focus stays on these buttons as the item moves, and passes to the way back when the
 * pressed one becomes disabled at an end of the list. References to the item are by id
 * (placements name workloads), so nothing else in the scenario changes.
 */
export function MoveButtons({ list, index }: MoveButtonsProps) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const { go } = useEditorLocation();
  const { open, direction } = LISTS[list];
  const count = useDraftSelector((state) => {
    const items: unknown = state.history.present[list];
    return Array.isArray(items) ? items.length : 0;
  });
  // The buttons act on the open item, so their accessible names say which one it is.
  const rawName = useDraftValue([list, index, 'name']);
  const name =
    typeof rawName === 'string' && rawName !== '' ? rawName : t(`editor.${list}.unnamed`);
  const buttons = useRef<Partial<Record<Move, HTMLButtonElement | null>>>({});
  const pendingFocus = useRef<{ move: Move; at: number } | null>(null);

  // Once the move has re-rendered the buttons, so the one to focus is enabled.
  useEffect(() => {
    const pending = pendingFocus.current;
    pendingFocus.current = null;
    if (pending?.at === index) buttons.current[pending.move]?.focus();
  }, [index]);

  if (count < 2) return null;
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('editor.reorder.group', { name })}
      sx={{ flexShrink: 0 }}
    >
      {MOVES.map((move) => {
        const target = moveTarget(move, index, count);
        const Icon = ICONS[direction][move];
        return (
          <Tooltip key={move} title={t(`editor.reorder.${direction}.${move}`)}>
            {/* A disabled button gets no pointer events, so the tooltip needs a wrapper. */}
            <span>
              <IconButton
                ref={(element) => {
                  buttons.current[move] = element;
                }}
                size="small"
                disabled={target === null}
                aria-label={t(`editor.reorder.${direction}Named.${move}`, { name })}
                onClick={() => {
                  if (target === null) return;
                  const keep = focusAfterMove(move, target, count);
                  pendingFocus.current = keep && keep !== move ? { move: keep, at: target } : null;
                  change((doc) => moveItem(doc, [list], index, target));
                  go({ [open]: target });
                }}
              >
                <Icon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
