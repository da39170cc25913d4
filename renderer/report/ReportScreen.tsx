import { useCallback, useEffect, useRef, useState } from 'react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../app/use-document-title';
import { useLanguage } from '../i18n/language-context';
import { usePlatform } from '../platform/platform-context';
import { fileStem } from './file-stem';
import { hrefForPath } from '../router/route-path';
import { ReportDocument, REPORT_ROOT_ID } from './ReportDocument';
import type { PaperSize } from './report-data';
import { reportHtmlDocument } from './report-html';
import { resultsPath } from './report-paths';
import { readReportQuery } from './report-query';
import { useReportData } from './use-report-data';
import { PDF_TIMEOUT_SECONDS } from '@shared/platform/desktop-api';
import { isPdfTimeout } from './pdf-error';

type Status =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'done'; severity: 'success' | 'info' | 'error'; text: string };

/**
 * The route `/scenarios/:scenarioId/report`: the PDF report of the latest results, shown
 * as the pages it prints to, with the paper size and Save (desktop) or Print (web). Opened
 * with `?export=1` by "Export PDF…" on the results screen, it saves or prints at once.
 */
export function ReportScreen({ scenarioId }: { scenarioId: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const platform = usePlatform();
  const [query] = useState(() => readReportQuery(window.location.hash));
  const [paper, setPaper] = useState<PaperSize>(query.paper);
  const [whatIf, setWhatIf] = useState(query.whatIf);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const load = useReportData(scenarioId, paper, { whatIf });
  const name = load.status === 'ready' ? load.data.results.scenarioName : '';
  useDocumentTitle(name ? t('report.view.documentTitle', { name }) : t('report.view.toolbar'));
  const exported = useRef(false);

  const exportPdf = useCallback(async () => {
    const element = document.getElementById(REPORT_ROOT_ID);
    if (!element || !name) return;
    if (platform.platform !== 'electron') {
      // The browser's own dialog prints this view with the report's print stylesheet.
      window.print();
      setStatus({ kind: 'done', severity: 'info', text: t('report.view.printDialog') });
      return;
    }
    setStatus({ kind: 'saving' });
    try {
      const result = await platform.printToPdf({
        html: reportHtmlDocument(element, name, language),
        suggestedName: `${fileStem(name)}-report.pdf`,
      });
      setStatus(
        result.saved
          ? {
              kind: 'done',
              severity: 'success',
              text: result.path
                ? t('report.view.saved', { path: result.path })
                : t('report.view.savedNoPath'),
            }
          : { kind: 'idle' },
      );
    } catch (error) {
      setStatus({
        kind: 'done',
        severity: 'error',
        text: isPdfTimeout(error)
          ? t('report.export.timedOut', { seconds: PDF_TIMEOUT_SECONDS })
          : t('report.export.failed', {
              message: error instanceof Error ? error.message : String(error),
            }),
      });
    }
  }, [language, name, platform, t]);

  // "Export PDF…" on the results screen: once, when the report is drawn.
  useEffect(() => {
    if (!query.exportNow || exported.current || load.status !== 'ready') return;
    exported.current = true;
    const path = window.location.hash.split('?', 1)[0] ?? '';
    window.history.replaceState(null, '', `${path}?paper=${paper}${whatIf ? '' : '&whatIf=0'}`);
    // After the browser has painted the report, so the dialog shows what will print.
    const frame = requestAnimationFrame(() => void exportPdf());
    return () => cancelAnimationFrame(frame);
  }, [exportPdf, load.status, paper, whatIf, query.exportNow]);

  const back = hrefForPath(resultsPath(scenarioId));
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.200', '@media print': { bgcolor: '#fff' } }}>
      <Box
        className="hr-screen-only"
        component="header"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          px: 2,
          py: 1,
        }}
      >
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', maxWidth: 1100, mx: 'auto' }}
        >
          <Button startIcon={<ArrowBack />} href={back}>
            {t('report.view.back')}
          </Button>
          {/* A small basis: a long name gives way (ellipsis) before the controls wrap to a row of their own. */}
          <Typography variant="h6" component="h1" sx={{ flex: '1 1 12rem', minWidth: 0 }} noWrap>
            {t('report.view.toolbar')}
            {name && `: ${name}`}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={paper}
            onChange={(_, value: PaperSize | null) => value && setPaper(value)}
            aria-label={t('report.view.paper')}
          >
            <ToggleButton value="a4">{t('report.view.a4')}</ToggleButton>
            <ToggleButton value="letter">{t('report.view.letter')}</ToggleButton>
          </ToggleButtonGroup>
          {load.status === 'ready' && load.keptWhatIf && (
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={whatIf}
                  onChange={(event) => setWhatIf(event.target.checked)}
                />
              }
              label={t('whatIfReport.option.include')}
              data-testid="report-include-what-if"
            />
          )}
          <Button
            variant="contained"
            startIcon={
              status.kind === 'saving' ? <CircularProgress size={16} /> : <PictureAsPdfOutlined />
            }
            disabled={load.status !== 'ready' || status.kind === 'saving'}
            onClick={() => void exportPdf()}
          >
            {platform.platform === 'electron' ? t('report.view.save') : t('report.view.print')}
          </Button>
        </Stack>
        {status.kind === 'done' && (
          <Alert
            severity={status.severity}
            onClose={() => setStatus({ kind: 'idle' })}
            sx={{ maxWidth: 1100, mx: 'auto', mt: 1 }}
          >
            {status.text}
          </Alert>
        )}
        {status.kind === 'saving' && (
          <Typography role="status" sx={{ maxWidth: 1100, mx: 'auto', mt: 1 }}>
            {t('report.view.saving')}
          </Typography>
        )}
      </Box>
      <Box component="main" sx={{ py: 3, px: 1, '@media print': { p: 0 } }}>
        {load.status === 'loading' && (
          <Stack sx={{ alignItems: 'center' }}>
            <CircularProgress />
          </Stack>
        )}
        {load.status === 'missing' && (
          <Alert severity="warning" sx={{ maxWidth: 700, mx: 'auto' }}>
            {t('results.notFound.body')}
          </Alert>
        )}
        {load.status === 'no-results' && (
          <Alert
            severity="info"
            sx={{ maxWidth: 700, mx: 'auto' }}
            action={<Button href={back}>{t('report.view.runFirst')}</Button>}
          >
            {t('report.view.noResults')}
          </Alert>
        )}
        {load.status === 'ready' && <ReportDocument data={load.data} />}
      </Box>
    </Box>
  );
}
