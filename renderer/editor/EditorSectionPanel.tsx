import Box from '@mui/material/Box';
import { CatalogSection } from './catalog/CatalogSection';
import { GeneralSection } from './general/GeneralSection';
import { useEditorLocation } from './navigation/editor-location-context';
import { sectionPanelId, sectionTabId } from './navigation/EditorSectionTabs';
import { PhasesSection } from './phases/PhasesSection';
import { SimulationSection } from './simulation/SimulationSection';
import { StrategiesSection } from './strategies/StrategiesSection';
import { WorkloadsSection } from './workloads/WorkloadsSection';

/** The open section of the editor. */
export function EditorSectionPanel() {
  const { location } = useEditorLocation();
  const section = location.section;
  return (
    <Box role="tabpanel" id={sectionPanelId(section)} aria-labelledby={sectionTabId(section)}>
      {section === 'general' && <GeneralSection />}
      {section === 'phases' && <PhasesSection />}
      {section === 'workloads' && <WorkloadsSection />}
      {section === 'catalog' && <CatalogSection />}
      {section === 'strategies' && <StrategiesSection />}
      {section === 'simulation' && <SimulationSection />}
    </Box>
  );
}
