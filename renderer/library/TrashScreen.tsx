import { useState } from 'react';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../app/ScreenHeader';
import { useDocumentTitle } from '../app/use-document-title';
import { hrefForPath } from '../router/route-path';
import { useDeletedScenarios, type ScenarioRecord } from '../storage';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { EmptyTrash } from './EmptyTrash';
import { LIBRARY_PATH } from './library-paths';
import { LibraryNotice } from './LibraryNotice';
import { LoadingStatus } from './LoadingStatus';
import { TrashList } from './TrashList';
import { lastDeletedAt } from './trash-times';
import { useNotice } from './use-notice';
import { useTrashActions } from './use-trash-actions';

/** What the open confirmation would delete: one scenario, or the trash up to a moment. */
type PendingDeletion =
  { kind: 'one'; scenario: ScenarioRecord } | { kind: 'all'; count: number; before: number };

/** The library's trash: deleted scenarios, to restore or to delete for good. */
export function TrashScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('library.trash.title'));
  const trash = useDeletedScenarios();
  const { notice, show: showNotice, dismiss } = useNotice();
  const actions = useTrashActions({ showNotice });
  const [pending, setPending] = useState<PendingDeletion | null>(null);

  const askToEmpty = (scenarios: readonly ScenarioRecord[]) =>
    setPending({ kind: 'all', count: scenarios.length, before: lastDeletedAt(scenarios) });

  const renderBody = () => {
    if (trash === undefined) {
      return <LoadingStatus label={t('library.trash.loading')} />;
    }
    if (trash.length === 0) return <EmptyTrash />;
    return (
      <Stack spacing={2}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Typography variant="body2" color="text.secondary" role="status">
            {t('library.trash.count', { count: trash.length })}
          </Typography>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteSweepOutlined />}
            aria-haspopup="dialog"
            onClick={() => askToEmpty(trash)}
          >
            {t('library.trash.empty')}
          </Button>
        </Stack>
        <TrashList
          scenarios={trash}
          onRestore={(scenario) => void actions.restore(scenario)}
          onPurge={(scenario) => setPending({ kind: 'one', scenario })}
        />
      </Stack>
    );
  };

  return (
    <>
      <Breadcrumbs aria-label={t('library.trash.breadcrumbLabel')} sx={{ mb: 2 }}>
        <Link href={hrefForPath(LIBRARY_PATH)} underline="hover" color="inherit">
          {t('library.title')}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {t('library.trash.title')}
        </Typography>
      </Breadcrumbs>
      <ScreenHeader
        overline={t('nav.scenarios')}
        title={t('library.trash.title')}
        intro={t('library.trash.intro')}
      />
      {renderBody()}
      {pending?.kind === 'one' && (
        <ConfirmDeleteDialog
          title={t('library.trash.confirm.purgeTitle', { name: pending.scenario.name })}
          body={t('library.trash.confirm.purgeBody', { name: pending.scenario.name })}
          confirmLabel={t('library.trash.confirm.purge')}
          onClose={() => setPending(null)}
          onConfirm={() => actions.purge(pending.scenario)}
        />
      )}
      {pending?.kind === 'all' && (
        <ConfirmDeleteDialog
          title={t('library.trash.confirm.emptyTitle')}
          body={t('library.trash.confirm.emptyBody', { count: pending.count })}
          confirmLabel={t('library.trash.confirm.empty', { count: pending.count })}
          onClose={() => setPending(null)}
          onConfirm={() => actions.emptyTrash(pending.before)}
        />
      )}
      <LibraryNotice notice={notice} onDismiss={dismiss} />
    </>
  );
}
