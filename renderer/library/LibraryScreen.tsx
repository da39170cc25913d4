import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../app/ScreenHeader';
import { useDocumentTitle } from '../app/use-document-title';
import { intlLocale } from '../i18n/format';
import { useLanguage } from '../i18n/language-context';
import { useDeletedScenarios, useScenarioList, type ScenarioRecord } from '../storage';
import { matchesSearch } from '../storage/names';
import { BackupDialog } from './BackupDialog';
import { BlankScenarioDialog } from './BlankScenarioDialog';
import { EmptyLibrary } from './EmptyLibrary';
import type { ImportFailure } from './import-failure';
import { ImportErrorDialog } from './ImportErrorDialog';
import { LibraryNotice } from './LibraryNotice';
import { LoadingStatus } from './LoadingStatus';
import { LibraryToolbar } from './LibraryToolbar';
import { RenameDialog } from './RenameDialog';
import type { RowCommands } from './RowActions';
import { useOpenCompare } from '../compare/use-open-compare';
import { ScenarioListing } from './ScenarioListing';
import { DEFAULT_SORT, sortScenarios, type ScenarioSort } from './sort-scenarios';
import { TemplateDialog } from './TemplateDialog';
import { TrashLink } from './TrashLink';
import { UpgradeReportNotice } from './UpgradeReportNotice';
import type { ShippedTemplate } from './template-summary';
import { useLibraryActions } from './use-library-actions';
import { useLibraryBackup } from './use-library-backup';
import { useNotice } from './use-notice';
import { useScenarioFiles } from './use-scenario-files';

type OpenDialog = 'template' | 'blank' | 'backup' | null;

/** The scenario library: every saved scenario, and the ways to add, copy, rename and remove them. */
export function LibraryScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  useDocumentTitle(t('nav.scenarios'));

  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ScenarioSort>(DEFAULT_SORT);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [renaming, setRenaming] = useState<ScenarioRecord | null>(null);
  const [importFailure, setImportFailure] = useState<ImportFailure | null>(null);
  const [restoreFailure, setRestoreFailure] = useState<ImportFailure | null>(null);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const { notice, show: showNotice, dismiss } = useNotice();

  // One live query; the search filters in memory, so typing never flashes "loading".
  const all = useScenarioList();
  const trashCount = useDeletedScenarios()?.length ?? 0;
  const rows = useMemo(
    () =>
      all &&
      sortScenarios(
        all.filter((scenario) => matchesSearch(scenario.name, search)),
        sort,
        intlLocale(language),
      ),
    [all, search, sort, language],
  );

  /** A new or restored scenario must be seen: clear a search that could hide it, and mark it. */
  const reveal = (scenarioId: string) => {
    setSearch('');
    setHighlightedId(scenarioId);
  };
  const actions = useLibraryActions({ showNotice, reveal });
  const files = useScenarioFiles({ showNotice, reveal, onImportFailure: setImportFailure });
  const backup = useLibraryBackup({ showNotice, reveal, onRestoreFailure: setRestoreFailure });
  const openCompare = useOpenCompare();

  const commands: RowCommands = {
    rename: setRenaming,
    duplicate: (scenario) => void actions.duplicate(scenario),
    exportFile: (scenario) => void files.exportFile(scenario),
    compare: (scenario) => void openCompare(scenario),
    remove: (scenario) => void actions.remove(scenario),
  };

  const createFromTemplateInPlace = async (template: ShippedTemplate) => {
    setCreating(true);
    try {
      await actions.createFromTemplate(template);
    } finally {
      setCreating(false);
    }
  };

  const renderBody = () => {
    if (all === undefined || rows === undefined) {
      return <LoadingStatus label={t('library.loading')} />;
    }
    if (all.length === 0) {
      return (
        <EmptyLibrary
          trashCount={trashCount}
          busy={creating}
          onUseTemplate={(template) => void createFromTemplateInPlace(template)}
          onNewBlank={() => setDialog('blank')}
          onImport={() => void files.importFile()}
          onRestore={() => void backup.restore()}
        />
      );
    }
    return (
      <Stack spacing={2}>
        <LibraryToolbar
          search={search}
          onSearchChange={setSearch}
          onNewFromTemplate={() => setDialog('template')}
          onNewBlank={() => setDialog('blank')}
          onImport={() => void files.importFile()}
          onBackUp={() => setDialog('backup')}
          onRestore={() => void backup.restore()}
        />
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Typography variant="body2" color="text.secondary" role="status">
            {search.trim() === ''
              ? t('library.count.all', { total: all.length })
              : t('library.count.filtered', { shown: rows.length, total: all.length })}
          </Typography>
          <TrashLink count={trashCount} />
        </Stack>
        <ScenarioListing
          scenarios={rows}
          search={search}
          onClearSearch={() => setSearch('')}
          sort={sort}
          onSortChange={setSort}
          highlightedId={highlightedId}
          commands={commands}
        />
      </Stack>
    );
  };

  return (
    <>
      <ScreenHeader
        overline={t('nav.scenarios')}
        title={t('library.title')}
        intro={t('library.intro')}
      />
      <UpgradeReportNotice loaded={all !== undefined} />
      {renderBody()}
      <TemplateDialog
        open={dialog === 'template'}
        onClose={() => setDialog(null)}
        onUse={actions.createFromTemplate}
      />
      {dialog === 'blank' && (
        <BlankScenarioDialog onClose={() => setDialog(null)} onCreate={actions.createBlank} />
      )}
      {dialog === 'backup' && (
        <BackupDialog
          scenarioCount={all?.length ?? 0}
          trashCount={trashCount}
          onClose={() => setDialog(null)}
          onBackUp={backup.backUp}
        />
      )}
      {renaming && (
        <RenameDialog
          scenario={renaming}
          takenNames={(all ?? []).filter((s) => s.id !== renaming.id).map((s) => s.name)}
          onClose={() => setRenaming(null)}
          onRename={actions.rename}
        />
      )}
      {importFailure && (
        <ImportErrorDialog
          failure={importFailure}
          onClose={() => setImportFailure(null)}
          onChooseAnother={() => {
            setImportFailure(null);
            void files.importFile();
          }}
        />
      )}
      {restoreFailure && (
        <ImportErrorDialog
          purpose="restore"
          failure={restoreFailure}
          onClose={() => setRestoreFailure(null)}
          onChooseAnother={() => {
            setRestoreFailure(null);
            void backup.restore();
          }}
        />
      )}
      <LibraryNotice notice={notice} onDismiss={dismiss} />
    </>
  );
}
