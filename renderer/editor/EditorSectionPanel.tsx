import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useDraftStore } from './draft/draft-context';
import { SectionErrorBoundary } from './SectionErrorBoundary';
import { CatalogSection } from './catalog/CatalogSection';
import { GeneralSection } from './general/GeneralSection';
import { useEditorLocation } from './navigation/editor-location-context';
import { sectionPanelId, sectionTabId } from './navigation/EditorSectionTabs';
import { PhasesSection } from './phases/PhasesSection';
import { BillCostsSection } from './bill/BillCostsSection';
import { SimulationSection } from './simulation/SimulationSection';
import { StrategiesSection } from './strategies/StrategiesSection';
import { WorkloadsSection } from './workloads/WorkloadsSection';

/** The open section of the editor. */
export function EditorSectionPanel() {
  const { t } = useTranslation();
  const { location } = useEditorLocation();
  const store = useDraftStore();
  const section = location.section;
  return (
    <Box role="tabpanel" id={sectionPanelId(section)} aria-labelledby={sectionTabId(section)}>
      <SectionErrorBoundary
        key={section}
        store={store}
        title={t('editor.sectionFailed.title')}
        body={t('editor.sectionFailed.body')}
        undoLabel={t('editor.toolbar.undo')}
      >
        {section === 'general' && <GeneralSection />}
        {section === 'phases' && <PhasesSection />}
        {section === 'workloads' && <WorkloadsSection />}
        {section === 'catalog' && <CatalogSection />}
        {section === 'strategies' && <StrategiesSection />}
        {section === 'bill' && <BillCostsSection />}
        {section === 'simulation' && <SimulationSection />}
      </SectionErrorBoundary>
    </Box>
  );
}
