import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { hrefForPath, LIBRARY_PATH, ScreenHeader, useDocumentTitle, useScenario } from './app';
import { ScenarioEditor } from './ScenarioEditor';

interface EditorScreenProps {
  scenarioId: string;
}

/** The route /scenarios/:scenarioId: loads the scenario and opens it in the editor. */
export function EditorScreen({ scenarioId }: EditorScreenProps) {
  const { t } = useTranslation();
  const opened = useScenario(scenarioId);

  if (opened === undefined) return <LoadingEditor />;
  if (opened === null) {
    return (
      <>
        <MissingTitle />
        <ScreenHeader title={t('editor.missing.title')} />
        <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 640 }}>
          <Alert severity="warning">{t('editor.missing.body')}</Alert>
          <Button variant="contained" href={hrefForPath(LIBRARY_PATH)}>
            {t('editor.backToLibrary')}
          </Button>
        </Stack>
      </>
    );
  }
  // Keyed, so opening another scenario starts a fresh history rather than mixing two.
  return <ScenarioEditor key={scenarioId} scenarioId={scenarioId} opened={opened} />;
}

function MissingTitle() {
  const { t } = useTranslation();
  useDocumentTitle(t('editor.missing.title'));
  return null;
}

function LoadingEditor() {
  const { t } = useTranslation();
  useDocumentTitle(t('editor.loading'));
  return (
    <>
      <ScreenHeader title={t('editor.loading')} />
      <LinearProgress aria-label={t('editor.loading')} />
    </>
  );
}
