import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import { COMPARE_PATTERN } from '../compare/compare-paths';
import { CompareScreen } from '../compare/CompareScreen';
import { EditorScreen } from '../editor/EditorScreen';
import { HomeScreen } from '../home/HomeScreen';
import { LIBRARY_PATH, TRASH_PATH } from '../library/library-paths';
import { LibraryScreen } from '../library/LibraryScreen';
import { TrashScreen } from '../library/TrashScreen';
import { REPORT_PATTERN } from '../report/report-paths';
import { ReportScreen } from '../report/ReportScreen';
import { ResultsScreen } from '../results/ResultsScreen';
import { SettingsScreen } from '../settings/SettingsScreen';
import { defineScreen, type ScreenDefinition } from './screen-definition';

/**
 * Every screen the app can show, in navigation order. Later screens (scenario library,
 * editor, results, what-if, report preview) are added here.
 */
export const SCREENS: readonly ScreenDefinition[] = [
  defineScreen({
    id: 'overview',
    pattern: '/',
    nav: { labelKey: 'overview', icon: SpaceDashboardOutlined, placement: 'primary', path: '/' },
    render: () => <HomeScreen />,
  }),
  defineScreen({
    id: 'scenarios',
    pattern: LIBRARY_PATH,
    nav: {
      labelKey: 'scenarios',
      icon: FolderOpenOutlined,
      placement: 'primary',
      path: LIBRARY_PATH,
    },
    render: () => <LibraryScreen />,
  }),
  // Before the editor, whose pattern would otherwise take "trash" for a scenario id.
  defineScreen({
    id: 'trash',
    pattern: TRASH_PATH,
    render: () => <TrashScreen />,
  }),
  defineScreen({
    id: 'results',
    pattern: '/scenarios/:scenarioId/results',
    render: ({ scenarioId }) => <ResultsScreen scenarioId={scenarioId} />,
  }),
  defineScreen({
    id: 'report',
    pattern: REPORT_PATTERN,
    fullPage: true,
    render: ({ scenarioId }) => <ReportScreen scenarioId={scenarioId} />,
  }),
  defineScreen({
    id: 'editor',
    pattern: '/scenarios/:scenarioId',
    render: ({ scenarioId }) => <EditorScreen scenarioId={scenarioId} />,
  }),
  defineScreen({
    id: 'compare',
    pattern: COMPARE_PATTERN,
    render: ({ before, after }) => <CompareScreen before={before} after={after} />,
  }),
  defineScreen({
    id: 'settings',
    pattern: '/settings',
    nav: {
      labelKey: 'settings',
      icon: SettingsOutlined,
      placement: 'secondary',
      path: '/settings',
    },
    render: () => <SettingsScreen />,
  }),
];
