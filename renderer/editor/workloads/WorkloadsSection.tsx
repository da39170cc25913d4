import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDraftSelector } from '../draft/draft-context';
import { useEditorLocation } from '../navigation/editor-location-context';
import { WorkloadForm } from './WorkloadForm';
import { WorkloadList } from './WorkloadList';

/** The work to be done: a list of workloads and the form of the open one. */
export function WorkloadsSection() {
  const { t } = useTranslation();
  const { location } = useEditorLocation();
  const count = useDraftSelector((state) =>
    Array.isArray(state.history.present.workloads) ? state.history.present.workloads.length : 0,
  );
  const index = Math.min(location.workload, count - 1);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '240px minmax(0, 1fr)' },
        gap: 3,
        alignItems: 'start',
      }}
    >
      <WorkloadList />
      {index >= 0 ? (
        // Keyed, so the fields of one workload never show for another while switching.
        <WorkloadForm key={index} index={index} />
      ) : (
        <Typography color="text.secondary">{t('editor.workloads.none')}</Typography>
      )}
    </Box>
  );
}
