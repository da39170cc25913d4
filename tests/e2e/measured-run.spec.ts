import { mkdir, readFile } from 'node:fs/promises';
import { deriveMeasuredRun, scenarioWithMeasuredRun, type MeasuredRunInput } from '@shared/catalog';
import { parseScenarioText, type Scenario } from '@shared/scenario';
import { speedOf, wallSeconds } from '@shared/sim/throughput';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { themesFor } from './pages/looks';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import type { ResultsLanguage } from './pages/results-text';

/**
 * A planner measured a fine-tuning job on the shared 8 x A100 instance: 70 reference GPU-hours
 * on 8 GPUs took 14 h (the model said about 18 h), the GPUs 85 % busy. Entered on the offer, the
 * dialog shows the model's time beside the measured one and the derived pipeline factor; applied,
 * the offer reads "measured (date)", and a run gives the job the measured time.
 * The walk is made once; each state is read in English (light theme) and in Chinese (dark
 * theme), language and theme changed in place as from another window of the app (the screen,
 * and a dialog open on it, follow without a reload); the walk goes on in the language it is in.
 */
const TEMPLATE = 'Fine-tuning: shared GPU instances vs bare-metal';
const FILE = 'scenarios/01-fine-tuning-bare-metal.headroom.json';
const OFFER = 'cn-shared-8x-a100';
const SHARED = 'shared-on-demand';
const SHOTS = process.env.HEADROOM_SHOTS_DIR ?? 'test-results/screenshots';
const RUN: MeasuredRunInput = { offerId: OFFER, workloadId: 'fine-tune', gpus: 8, workSize: 70, wallHours: 14, utilisation: 0.85, date: '2026-05-01' };

/** Written out here, not imported from the app, so a wrong translation fails. */
const TEXT = {
  en: {
    button: 'Enter a measured run…',
    dialog: /^A measured run on /,
    workSize: 'Work done',
    wallHours: 'Wall time',
    utilisation: 'GPU utilisation',
    unit: 'reference GPU-hours',
    hours: (h: string) => `${h} h`,
    derived: (before: string, after: string) => `Derived: the offer’s pipeline factor ${before} → ${after}`,
    reading: /the host \(CPU, RAM, disk, data path\) holds them back/,
    tooFast: /Faster than this offer’s GPUs can do it by their spec: .* 12 h\./,
    apply: 'Apply',
    estimate: 'Efficiency: estimate',
    measured: /^Efficiency: measured \(May 1, 2026\)$/,
    jitter: 'Run-time jitter',
    turnaround: (h: string) => `${h} / ${h} h`,
  },
  'zh-CN': {
    button: '录入实测运行…',
    dialog: / 上的实测运行$/,
    workSize: '完成的工作量',
    wallHours: '实际耗时',
    utilisation: 'GPU 利用率',
    unit: '基准 GPU 小时',
    hours: (h: string) => `${h} 小时`,
    derived: (before: string, after: string) => `推算结果：该规格的数据管线系数 ${before} → ${after}`,
    reading: /拖慢 GPU 的是主机/,
    tooFast: /比该规格的 GPU 按参数所能达到的还快：.*12 小时/,
    apply: '应用',
    estimate: '效率：估算',
    measured: /^效率：实测（2026-05-01）$/,
    jitter: '运行时间抖动',
    turnaround: (h: string) => `${h} / ${h} 小时`,
  },
} as const;

/** The shipped scenario with the shared offer's jitter off, as the test sets it in the editor. */
async function shippedWithoutJitter(): Promise<Scenario> {
  const parsed = parseScenarioText(await readFile(FILE, 'utf8'));
  if (!parsed.ok) throw new Error('the shipped scenario does not load');
  const offers = parsed.scenario.catalog.offers.map((o) => (o.id === OFFER ? { ...o, efficiency: { ...o.efficiency, jitterCv: 0 } } : o));
  return { ...parsed.scenario, catalog: { ...parsed.scenario.catalog, offers } };
}

/** The figures the app must show, worked out with the shared code. */
async function expected() {
  const scenario = await shippedWithoutJitter();
  const outcome = deriveMeasuredRun(scenario, RUN);
  if (!outcome.ok) throw new Error(outcome.message);
  const after = scenarioWithMeasuredRun(scenario, RUN, outcome.result);
  const offer = after.catalog.offers.find((o) => o.id === OFFER)!;
  const speed = speedOf(after.workloads[0]!, offer, after.catalog.gpus[0]!, RUN.gpus);
  // On demand, unlimited, no jitter: turnaround = the unbilled provisioning delay + the run.
  const turnaroundHours = (offer.provisioningDelaySeconds + wallSeconds(70, RUN.gpus, speed.perGpu)) / 3600;
  return { result: outcome.result, turnaroundHours };
}

const fixed = (x: number, digits: number) => x.toLocaleString('en-US', { maximumFractionDigits: digits });

async function shot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled' });
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

/** Changes language and theme in place (English light, Chinese dark), as another window of the app would. */
async function switchTo(page: Page, language: ResultsLanguage): Promise<EditorPage> {
  await changePreferencesElsewhere(page, { language, theme: themesFor(language)[0]! });
  return new EditorPage(new AppShell(page), language);
}

function tagOf(language: ResultsLanguage): string {
  return `${language}-${themesFor(language)[0]!}`;
}

/** The dialog refusing a wall time faster than the GPUs can go: naming it, nothing to apply. */
async function checkRefusal(page: Page, language: ResultsLanguage): Promise<void> {
  const text = TEXT[language];
  const dialog = page.getByRole('dialog', { name: text.dialog });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(text.unit, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: text.workSize })).toHaveValue('70');
  await expect(dialog.getByTestId('measured-run-refusal')).toHaveText(text.tooFast);
  await expect(dialog.getByRole('button', { name: text.apply, exact: true })).toBeDisabled();
}

/** The dialog with the measured run: the model's time beside the measured one, the derived factor and its reading. */
async function checkDerived(page: Page, language: ResultsLanguage, predictedHours: number, after: number): Promise<void> {
  const text = TEXT[language];
  const dialog = page.getByRole('dialog', { name: text.dialog });
  await expect(dialog.getByRole('textbox', { name: text.wallHours })).toHaveValue('14');
  await expect(dialog.getByRole('textbox', { name: text.utilisation })).toHaveValue('85');
  await expect(dialog.getByTestId('measured-run-predicted')).toHaveText(text.hours(fixed(predictedHours, 2)));
  await expect(dialog.getByTestId('measured-run-measured')).toHaveText(text.hours('14'));
  await expect(dialog.getByTestId('measured-run-derived')).toContainText(text.derived('0.67', fixed(after, 3)));
  await expect(dialog.getByTestId('measured-run-reading')).toHaveText(text.reading);
  await shot(page, `measured-run-dialog-${tagOf(language)}`);
}

/** The offer with the jitter off, saved, its efficiency read as measured. */
async function checkOffer(page: Page, editor: EditorPage, language: ResultsLanguage): Promise<void> {
  const text = TEXT[language];
  const stamp = editor.main.getByTestId('offer-efficiency-stamp').first();
  await expect(stamp).toHaveText(text.measured);
  await expect(editor.main.getByRole('button', { name: text.button })).toBeVisible();
  await expect(editor.field(text.jitter)).toHaveValue('0');
  await editor.expectSaved();
  await stamp.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, -120);
  await stamp.hover();
  await shot(page, `measured-run-offer-${tagOf(language)}`);
}

/** No jitter, so the job's run time is the model's, exactly. */
async function checkRun(page: Page, language: ResultsLanguage, turnaroundHours: number): Promise<void> {
  const results = new ResultsPage(new AppShell(page), language);
  await expect(results.card(SHARED)).toContainText(TEXT[language].turnaround(fixed(turnaroundHours, 1)));
  await results.card(SHARED).scrollIntoViewIfNeeded();
  await shot(page, `measured-run-results-${tagOf(language)}`);
}

test(`a measured run sets the offer's efficiency, reads measured, and the run follows it (en light, then zh-CN dark)`, async ({ page }) => {
  test.setTimeout(240_000);
  const problems = collectPageProblems(page);
  const { result, turnaroundHours } = await expected();
  // The figures worked out by hand in tests/unit/catalog/measured-run.test.ts.
  expect(fixed(result.predictedHours, 2)).toBe('17.91');
  expect(fixed(result.after, 3)).toBe('0.857');
  expect(fixed(turnaroundHours, 1)).toBe('14.1');

  await page.setViewportSize({ width: 1280, height: 900 });
  await seedPreferences(page, { language: 'en', theme: themesFor('en')[0]! });
  const shell = new AppShell(page);
  let editor = new EditorPage(shell, 'en');
  await editor.createFromTemplate(TEMPLATE);
  await editor.openSection('catalog');
  const stamp = editor.main.getByTestId('offer-efficiency-stamp').first();
  await expect(stamp).toHaveText(TEXT.en.estimate);
  await expect(editor.firstOfferDetailsButton).toBeVisible();

  // The offer read and the dialog filled in Chinese up to the refusal; the refusal read in
  // English too, and the run finished and read there, then in Chinese, where it is applied.
  editor = await switchTo(page, 'zh-CN');
  await expect(stamp).toHaveText(TEXT['zh-CN'].estimate);
  await editor.firstOfferDetailsButton.click();
  await editor.main.getByRole('button', { name: TEXT['zh-CN'].button }).click();
  let dialog = page.getByRole('dialog', { name: TEXT['zh-CN'].dialog });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: TEXT['zh-CN'].workSize }).fill('70');
  // Faster than the GPUs can go: refused, naming the wall time, and nothing to apply.
  await dialog.getByRole('textbox', { name: TEXT['zh-CN'].wallHours }).fill('10');
  await checkRefusal(page, 'zh-CN');
  await switchTo(page, 'en');
  await checkRefusal(page, 'en');
  dialog = page.getByRole('dialog', { name: TEXT.en.dialog });
  await dialog.getByRole('textbox', { name: TEXT.en.wallHours }).fill('14');
  await dialog.getByRole('textbox', { name: TEXT.en.utilisation }).fill('85');
  await dialog.getByTestId('measured-run-date').fill(RUN.date);
  await checkDerived(page, 'en', result.predictedHours, result.after);
  editor = await switchTo(page, 'zh-CN');
  await checkDerived(page, 'zh-CN', result.predictedHours, result.after);

  // Apply: one edit, undone and redone as one.
  dialog = page.getByRole('dialog', { name: TEXT['zh-CN'].dialog });
  await dialog.getByRole('button', { name: TEXT['zh-CN'].apply, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(stamp).toHaveText(TEXT['zh-CN'].measured);
  await editor.undoButton.click();
  await expect(stamp).toHaveText(TEXT['zh-CN'].estimate);
  await editor.redoButton.click();
  await expect(stamp).toHaveText(TEXT['zh-CN'].measured);

  // No jitter (typed in English), so the job's run time is the model's, exactly.
  editor = await switchTo(page, 'en');
  await editor.field(TEXT.en.jitter).fill('0');
  await checkOffer(page, editor, 'en');
  editor = await switchTo(page, 'zh-CN');
  await checkOffer(page, editor, 'zh-CN');

  // The run (from the Chinese editor), read in Chinese, then in English.
  await editor.runButton.click();
  await new ResultsPage(shell, 'zh-CN').waitForRun();
  await checkRun(page, 'zh-CN', turnaroundHours);
  await switchTo(page, 'en');
  await checkRun(page, 'en', turnaroundHours);
  expect(problems).toEqual([]);
});
