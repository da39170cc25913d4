import AddOutlined from '@mui/icons-material/AddOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDraftSelector, useDraftStore } from '../draft/draft-context';
import { listOf, type DraftStrategy } from '../draft/draft-document';
import { duplicateStrategy, newStrategy } from '../draft/new-items';
import { useEditorLocation } from '../navigation/editor-location-context';
import { MoveButtons } from '../reorder/MoveButtons';
import { issuesWithin } from '../validation/validate-draft';
import { StrategyEditor } from './StrategyEditor';

/** The ways of buying to compare: one tab per strategy, and the open one's pools and placements. */
export function StrategiesSection() {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  // Which strategies have problems, as a string: the tabs re-render only when that changes.
  const problemFlags = useDraftSelector((state) => {
    const list = state.history.present.strategies;
    const count = Array.isArray(list) ? list.length : 0;
    return Array.from({ length: count }, (_s, i) =>
      issuesWithin(state.validation.issues, `strategies[${i}]`).length > 0 ? '1' : '0',
    ).join('');
  });
  const { location, go } = useEditorLocation();
  // Names only: the tab strip does not change while pools and placements are edited.
  const nameText = useDraftSelector((state) =>
    JSON.stringify(
      listOf(state.history.present.strategies as DraftStrategy[] | undefined).map((s) => s.name),
    ),
  );
  const strategies = (JSON.parse(nameText) as unknown[]).map((name) => ({
    name: typeof name === 'string' ? name : '',
  }));
  const index = Math.min(location.strategy, strategies.length - 1);
  const current = strategies[index];

  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: '75ch' }}>
        {t('editor.strategies.intro')}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Tabs
          value={index >= 0 ? index : false}
          onChange={(_event, next: number) => go({ strategy: next })}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={t('editor.strategies.tabsLabel')}
          sx={{ flexGrow: 1, minWidth: 0 }}
        >
          {strategies.map((strategy, i) => {
            const problems = problemFlags[i] === '1' ? 1 : 0;
            return (
              <Tab
                key={i}
                value={i}
                label={
                  <Badge color="error" variant="dot" invisible={problems === 0}>
                    <span>{strategy.name || t('editor.strategies.unnamed')}</span>
                  </Badge>
                }
              />
            );
          })}
        </Tabs>
        <Button
          startIcon={<AddOutlined />}
          onClick={() => {
            change((doc) => ({
              ...doc,
              strategies: [
                ...listOf(doc.strategies),
                newStrategy(doc, t('editor.strategies.newName')),
              ],
            }));
            go({ strategy: strategies.length });
          }}
        >
          {t('editor.strategies.add')}
        </Button>
        {current && (
          <Button
            startIcon={<ContentCopyOutlined />}
            onClick={() => {
              change((doc) => {
                const source = listOf(doc.strategies)[index];
                if (!source) return doc;
                const copy = duplicateStrategy(
                  doc,
                  source,
                  // A name, not a sentence on screen: kept as typed, not isolated.
                  t('editor.strategies.copyName', { name: source.name, interpolation: { escapeValue: false } }),
                );
                return { ...doc, strategies: [...listOf(doc.strategies), copy] };
              });
              go({ strategy: strategies.length });
            }}
          >
            {t('editor.strategies.duplicate')}
          </Button>
        )}
        {/* Left to right is the order of the columns in the results and reports. */}
        {current && <MoveButtons list="strategies" index={index} />}
      </Box>
      {current ? (
        <StrategyEditor key={index} index={index} canRemove={strategies.length > 1} />
      ) : (
        <Typography color="text.secondary">{t('editor.strategies.none')}</Typography>
      )}
    </Stack>
  );
}
