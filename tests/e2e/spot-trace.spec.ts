import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import type { EditorLanguage } from './pages/editor-text';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';

/**
 * A planner replays measured spot availability: a spot pool's interruptions come from a
 * trace file (here a window of the published AWS traces, see tests/fixtures/spot-traces).
 * A file that is not a clean trace is refused with the reason and changes nothing. The pool is
 * made once, in English; the trace is picked in Chinese and read in both, the language changed
 * as from another window of the app (no reload).
 */
/** Its offer has a spot price, so a spot pool added to a strategy is valid at once. */
const TEMPLATE = 'AI start-up fine-tuning: from development to production';
const TRACE = 'tests/fixtures/spot-traces/us-west-2a_v100_1/0.json';
const SHOTS = process.env.HEADROOM_SHOTS_DIR ?? 'test-results/screenshots';

/** The pool's trace fields in view, for a person to look at. */
async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.getByTestId('trace-summary').scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled' });
}

async function spotPool(page: Page, language: EditorLanguage) {
  await seedPreferences(page, { language, theme: 'light' });
  const editor = new EditorPage(new AppShell(page), language);
  await editor.createFromTemplate(TEMPLATE);
  await editor.openSection('strategies');
  await editor.main.getByRole('tab').last().click();
  await editor.main.getByRole('button', { name: editor.text.addPool }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${editor.text.spotPool}`) }).click();
  await editor.expectSaved();
  return editor;
}

async function pickFile(
  page: Page,
  open: () => Promise<void>,
  file: string | { name: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await open();
  await (
    await chooser
  ).setFiles(
    typeof file === 'string'
      ? file
      : { name: file.name, mimeType: 'text/plain', buffer: file.buffer },
  );
}

test('a spot pool replays a measured trace loaded from a file, kept after a reload (en, then zh-CN, then en)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = collectPageProblems(page);
  const editor = await spotPool(page, 'en');
  const interruptions = editor.main.getByRole('combobox', { name: 'Interruptions' });
  await expect(interruptions).toBeVisible();

  // The trace is picked in the Chinese interface (switched as from another window, no reload):
  // the summary in Chinese; then read in English, where the rest of the walk goes on.
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  const zhEditor = new EditorPage(new AppShell(page), 'zh-CN');
  await pickFile(
    page,
    async () => {
      await zhEditor.main.getByRole('combobox', { name: '中断方式' }).click();
      await page.getByRole('option', { name: /^实测记录/ }).click();
    },
    TRACE,
  );
  const summary = editor.main.getByTestId('trace-summary');
  await expect(summary).toHaveText(/^共 554 个样本，3\.8 天；竞价实例可用的时间占 57%。/);
  await expect(zhEditor.noProblems).toBeVisible();
  await shot(page, 'editor-spot-trace-zh-CN');
  await changePreferencesElsewhere(page, { language: 'en' });
  await expect(interruptions).toHaveText(/^Measured trace/);
  await expect(summary).toHaveText(/^554 samples, 3\.8 days; spot was available 57% of the time\./);
  await expect(editor.field('Trace name')).toHaveValue('0');
  await expect(editor.field('Time between samples')).toHaveValue('600');
  await expect(editor.noProblems).toBeVisible();
  await editor.expectSaved();

  // Not a trace: refused with the sample that is wrong, and the trace stays as it was.
  await pickFile(
    page,
    () => editor.main.getByRole('button', { name: 'Load another trace file…' }).click(),
    { name: 'bad.csv', buffer: Buffer.from('unavailable\n0\n1\n2\n') },
  );
  await expect(editor.main.getByRole('alert')).toContainText(
    'In bad.csv, sample 3 is "2": samples must be 0 (available) or 1 (unavailable). Nothing was changed.',
  );
  await expect(summary).toHaveText(/^554 samples/);
  await shot(page, 'editor-spot-trace-refused-en');

  // A plain text trace without an interval keeps the one the pool had.
  await editor.field('Time between samples').fill('300');
  await pickFile(
    page,
    () => editor.main.getByRole('button', { name: 'Load another trace file…' }).click(),
    { name: 'night-outages.txt', buffer: Buffer.from('0\n0\n0\n1\n') },
  );
  await expect(summary).toHaveText(/^4 samples, 0 days; spot was available 75% of the time\./);
  await expect(editor.field('Trace name')).toHaveValue('night-outages');
  await expect(editor.field('Time between samples')).toHaveValue('300');
  await editor.expectSaved();

  await editor.reload();
  await editor.openSection('strategies');
  await editor.main.getByRole('tab').last().click();
  await expect(editor.main.getByTestId('trace-summary')).toHaveText(/^4 samples/);
  expect(problems).toEqual([]);
});
