import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useDraftSelector } from '../draft/draft-context';
import { useEditorLocation } from './editor-location-context';
import { EDITOR_SECTIONS, sectionOfPath, type SectionId } from './editor-sections';

export function sectionTabId(section: SectionId): string {
  return `editor-tab-${section}`;
}

export function sectionPanelId(section: SectionId): string {
  return `editor-panel-${section}`;
}

/** The sections of the scenario, each with the count of problems in it. */
export function EditorSectionTabs() {
  const { t } = useTranslation();
  // A string, so the tabs re-render (and MUI measures them again) only when a count changes.
  const countText = useDraftSelector((state) => {
    const counts = EDITOR_SECTIONS.map(() => 0);
    for (const issue of state.validation.issues)
      counts[EDITOR_SECTIONS.indexOf(sectionOfPath(issue.path))]! += 1;
    return counts.join(',');
  });
  const { location, go } = useEditorLocation();
  const counts = new Map<SectionId, number>(
    countText.split(',').map((count, i) => [EDITOR_SECTIONS[i]!, Number(count)]),
  );
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      <Tabs
        value={location.section}
        onChange={(_event, section: SectionId) => go({ section })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('editor.sections.label')}
      >
        {EDITOR_SECTIONS.map((section) => {
          const count = counts.get(section) ?? 0;
          const label = t(`editor.sections.${section}`);
          return (
            <Tab
              key={section}
              value={section}
              id={sectionTabId(section)}
              aria-controls={sectionPanelId(section)}
              aria-label={
                count > 0 ? t('editor.sections.withIssues', { section: label, count }) : label
              }
              label={
                <Badge
                  color="error"
                  badgeContent={count}
                  invisible={count === 0}
                  max={99}
                  sx={{ '& .MuiBadge-badge': { right: -10, top: 2 } }}
                >
                  <span>{label}</span>
                </Badge>
              }
              sx={{ pr: count > 0 ? 3.5 : 2 }}
            />
          );
        })}
      </Tabs>
    </Box>
  );
}
