import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';

/**
 * A workload that turns out to be another kind of work is converted, not re-entered: the app
 * names what goes before anything changes, the scenario still validates afterwards, one undo
 * brings the old workload back exactly, and the change is kept after a reload.
 */
const STARTUP = templateFile('06-');
const DAY_PEAKS = templateFile('03-');

async function open(page: Page, file: typeof STARTUP): Promise<EditorPage> {
  await seedPreferences(page, { language: 'en', theme: 'light' });
  const editor = new EditorPage(new AppShell(page), 'en');
  await editor.createFromTemplate(String(file.document.name));
  await editor.openSection('workloads');
  return editor;
}

test('a training workload becomes an inference one after the app names what goes', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  const editor = await open(page, STARTUP);
  const name = 'Fine-tuning experiments';
  await expect(editor.main.getByRole('heading', { level: 2 })).toHaveText(name);
  await expect(editor.kindSelect).toHaveText(editor.text.kinds.training);

  // Cancelled: nothing changes.
  await editor.pickKind('batch');
  const toBatch = editor.changeKindDialog(name, 'batch');
  await expect(toBatch).toContainText('Also kept: When batches arrive and Start-up time.');
  await toBatch.getByRole('button', { name: editor.text.cancel }).click();
  await expect(toBatch).toBeHidden();
  await expect(editor.kindSelect).toHaveText(editor.text.kinds.training);
  await expect(editor.undoButton).toBeDisabled();

  await editor.pickKind('inference');
  const toInference = editor.changeKindDialog(name, 'inference');
  const removed = toInference.getByRole('region', { name: editor.text.removed });
  await expect(removed.getByRole('listitem')).toHaveText([
    'When jobs arrive',
    'Size of a job',
    'Checkpoint every',
    'Start-up time',
    'Restart overhead',
    'People waiting on each job',
  ]);
  await expect(toInference).toContainText('GPUs per job (1) carries over as GPUs per replica.');
  await toInference
    .getByRole('button', { name: editor.text.changeKindConfirm(editor.text.kinds.inference) })
    .click();
  await expect(toInference).toBeHidden();

  await expect(editor.kindSelect).toHaveText(editor.text.kinds.inference);
  await expect(editor.workloadItems.first()).toContainText(`${name}Inference`);
  await expect(page.getByTestId('traffic-curve-editor')).toBeVisible();
  await expect(editor.field('GPUs per replica')).toHaveValue('1');
  await expect(editor.noProblems).toBeVisible();
  await expect(editor.runButton).toBeEnabled();

  // One undo step: the training workload exactly as it was.
  await editor.pressUndo();
  await expect(editor.kindSelect).toHaveText(editor.text.kinds.training);
  await expect(editor.field('Checkpoint every')).toHaveValue('30');
  await expect(editor.field('Average per day')).toHaveValue('8');
  await expect(editor.undoButton).toBeDisabled();

  await editor.pressRedo();
  await expect(editor.kindSelect).toHaveText(editor.text.kinds.inference);
  await editor.expectSaved();
  await editor.reload();
  await editor.openSection('workloads');
  await expect(editor.kindSelect).toHaveText(editor.text.kinds.inference);
  expect(problems).toEqual([]);
});

test('a service held at a fixed number of replicas becomes a job, and its placements follow', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  const editor = await open(page, DAY_PEAKS);
  const workload = (DAY_PEAKS.document.workloads as { name: string }[])[0]!.name;
  const strategies = DAY_PEAKS.document.strategies as { name: string }[];

  await editor.pickKind('training');
  const dialog = editor.changeKindDialog(workload, 'training');
  const placements = dialog.getByRole('region', { name: editor.text.placementsNoLongerApply });
  await expect(placements.getByRole('listitem')).toHaveText([
    `${strategies[0]!.name}: Replicas`,
    `${strategies[1]!.name}: Replicas`,
  ]);
  await dialog
    .getByRole('button', { name: editor.text.changeKindConfirm(editor.text.kinds.training) })
    .click();
  await expect(editor.noProblems).toBeVisible();

  // The strategy that held 17 replicas now places a training job: no replica settings.
  await editor.openSection('strategies');
  await expect(editor.main.getByRole('combobox', { name: 'Replicas' })).toHaveCount(0);
  await editor.pressUndo();
  await expect(editor.main.getByRole('combobox', { name: 'Replicas' })).toHaveText(
    'A fixed number',
  );
  await expect(editor.field('Replicas kept running')).toHaveValue('17');
  await expect(editor.noProblems).toBeVisible();
  expect(problems).toEqual([]);
});
