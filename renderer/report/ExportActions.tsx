import { useState } from 'react';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import type { ScenarioResults } from '@shared/sim/results';
import { usePlatform } from '../platform/platform-context';
import { hrefForPath } from '../router/route-path';
import { reportPath } from './report-paths';
import { bytesToBase64 } from './base64';
import { fileStem } from './file-stem';
import { CSV_TABLES, csvTable, resultsArchive, type CsvTableName } from './results-archive';

interface ExportActionsProps {
  scenarioId: string;
  scenarioName: string;
  results: ScenarioResults;
  /** When the run finished (milliseconds since the epoch): the date of the zip's files. */
  ranAt: number;
}

type Notice = { severity: 'success' | 'error'; text: string };

/**
 * The results screen's exports: the PDF report (through the report view, which saves it or
 * opens the print dialog), every table as CSV in one .zip with results.json, or one table.
 */
export function ExportActions({ scenarioId, scenarioName, results, ranAt }: ExportActionsProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuOpen = menuAnchor !== null;
  const closeMenu = () => setMenuAnchor(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const stem = fileStem(scenarioName);

  const save = async (
    request: { suggestedName: string; text?: string; base64?: string; extension: string },
    done: 'zip' | 'file',
  ) => {
    try {
      const result = await platform.saveFile({
        suggestedName: request.suggestedName,
        filters: [{ name: request.extension.toUpperCase(), extensions: [request.extension] }],
        ...(request.text !== undefined ? { text: request.text } : {}),
        ...(request.base64 !== undefined ? { base64: request.base64 } : {}),
      });
      if (!result.saved) return;
      const downloaded = 'reason' in result && result.reason === 'browser-download';
      const key =
        done === 'zip'
          ? downloaded
            ? 'report.export.zipDownloaded'
            : 'report.export.zipDone'
          : downloaded
            ? 'report.export.fileDownloaded'
            : 'report.export.fileDone';
      setNotice({ severity: 'success', text: t(key, { name: request.suggestedName }) });
    } catch (error) {
      setNotice({
        severity: 'error',
        text: t('report.export.failed', {
          message: error instanceof Error ? error.message : String(error),
        }),
      });
    }
  };

  const exportZip = () =>
    save(
      {
        suggestedName: `${stem}-results.zip`,
        base64: bytesToBase64(resultsArchive(results, ranAt)),
        extension: 'zip',
      },
      'zip',
    );

  const exportTable = (name: CsvTableName) => {
    closeMenu();
    void save(
      {
        suggestedName: `${stem}-${name}`,
        text: csvTable(results, name),
        extension: 'csv',
      },
      'file',
    );
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PictureAsPdfOutlined />}
        href={hrefForPath(`${reportPath(scenarioId)}?export=1`)}
      >
        {t('report.export.pdf')}
      </Button>
      <ButtonGroup variant="outlined">
        <Button startIcon={<FileDownloadOutlined />} onClick={() => void exportZip()}>
          {t('report.export.csv')}
        </Button>
        <Button
          size="small"
          aria-label={t('report.export.moreCsv')}
          aria-haspopup="menu"
          aria-expanded={menuOpen ? 'true' : 'false'}
          aria-controls={menuOpen ? 'csv-table-menu' : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          <ArrowDropDown />
        </Button>
      </ButtonGroup>
      <Menu
        id="csv-table-menu"
        anchorEl={menuAnchor}
        open={menuOpen}
        onClose={() => closeMenu()}
        slotProps={{ list: { 'aria-label': t('report.export.csvMenuLabel') } }}
      >
        {CSV_TABLES.map((name) => (
          <MenuItem key={name} onClick={() => exportTable(name)} data-table={name}>
            {t(`report.export.tables.${name}`)}&nbsp;
            <span style={{ opacity: 0.6 }}>({name})</span>
          </MenuItem>
        ))}
      </Menu>
      <Snackbar
        open={notice !== null}
        autoHideDuration={notice?.severity === 'error' ? null : 6000}
        onClose={() => setNotice(null)}
      >
        {notice ? (
          <Alert severity={notice.severity} onClose={() => setNotice(null)} variant="filled">
            {notice.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </>
  );
}
