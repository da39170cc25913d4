import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { editorOfTemplate } from './pages/another-scenario';
import type { EditorPage } from './pages/editor-page';
import type { EditorLanguage } from './pages/editor-text';
import { templateFile, templateNames } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { PhaseTimelinePage } from './pages/phase-timeline';
import { changePreferencesElsewhere } from './pages/preferences';

/**
 * The phase timeline as a planner uses it: the start-up template's development (days 0-120)
 * and production (120-365) phases from 1 January 2027, dragged by their ends and as a whole
 * with a mouse, a finger and a pen, in whole days, never outside the horizon; the day fields
 * follow live, a drag is one undo step, Esc puts it back, and the ends are keyboard sliders
 * read out as dates. Screenshots go to test-results/screenshots/phases-*.png; the timeline is
 * laid out once and pictured in English, then in Chinese (changed as from another window).
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots';
const STARTUP = templateFile('06-');
const HORIZON = Number(STARTUP.document.horizonDays);
const [DEV = '', PROD = ''] = (STARTUP.document.phases as { name: string }[]).map((p) => p.name);
if (!DEV || !PROD || HORIZON !== 365) throw new Error('the start-up template has changed');

/** The development phase's name in the interface language (the template's parts are translated). */
function devPhase(language: EditorLanguage): string {
  return templateNames(String(STARTUP.document.name), language).phases?.dev ?? DEV;
}

/**
 * The start-up scenario's phases in the editor: the first walk in a page opens the app and takes
 * the template from the empty library; a later one makes a scenario of its own from the same
 * template (pages/another-scenario.ts), each walk starting on the template's own days.
 */
async function open(
  page: Page,
  language: EditorLanguage = 'en',
  theme: 'light' | 'dark' = 'light',
): Promise<{ editor: EditorPage; phases: PhaseTimelinePage }> {
  const editor = await editorOfTemplate(page, String(STARTUP.document.name), language, theme);
  await editor.openSection('phases');
  return { editor, phases: new PhaseTimelinePage(page, language) };
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

/** A phase’s end follows the mouse in whole days, the day field live, as one undo step. */
async function mouseDrag(page: Page): Promise<void> {
  const { editor, phases } = await open(page);
  const end = phases.lastDay(DEV);
  await expect(end).toHaveAttribute('aria-valuenow', '119');
  await expect(end).toHaveAttribute('aria-valuetext', 'April 30, 2027');

  const perDay = await phases.pixelsPerDay(DEV, HORIZON);
  const box = await end.boundingBox();
  if (!box) throw new Error('no end handle on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 30 * perDay, y, { steps: 6 });
  // While the button is still down: the field below already shows the new end.
  await expect(phases.dayField(0, 'endDay')).toHaveValue('150');
  await expect(end).toHaveAttribute('aria-valuetext', 'May 30, 2027');
  await page.mouse.up();

  await expect(end).toBeFocused();
  await expect(phases.timeline).toContainText('Jan 1, 2027 – May 30, 2027');
  await expect(editor.noProblems).toBeVisible();
  await editor.pressUndo();
  await expect(phases.dayField(0, 'endDay')).toHaveValue('120');
  await expect(editor.undoButton).toBeDisabled();
  await editor.pressRedo();
  await expect(phases.dayField(0, 'endDay')).toHaveValue('150');
}

/** A finger moves a whole bar and a pen its start, and nothing leaves the horizon. */
async function fingerAndPen(page: Page): Promise<void> {
  const { editor, phases } = await open(page);
  const perDay = await phases.pixelsPerDay(PROD, HORIZON);

  await phases.drag(phases.bar(PROD), -20 * perDay, 'touch');
  await expect(phases.dayField(1, 'startDay')).toHaveValue('100');
  await expect(phases.dayField(1, 'endDay')).toHaveValue('345');
  // One finger drag is one step.
  await editor.pressUndo();
  await expect(phases.dayField(1, 'startDay')).toHaveValue('120');
  await editor.pressRedo();

  // Bars stop at the start of the horizon, ends at its end.
  await phases.drag(phases.bar(PROD), -1000, 'mouse');
  await expect(phases.dayField(1, 'startDay')).toHaveValue('0');
  await expect(phases.dayField(1, 'endDay')).toHaveValue('245');
  await phases.drag(phases.lastDay(DEV), 1000, 'mouse');
  await expect(phases.dayField(0, 'endDay')).toHaveValue('365');

  // The start stops a day before the end, however far the pen goes.
  await phases.drag(phases.firstDay(PROD), 400 * perDay, 'pen');
  await expect(phases.dayField(1, 'startDay')).toHaveValue('244');
  await expect(phases.firstDay(PROD)).toHaveAttribute('aria-valuetext', 'September 2, 2027');

  await expect(editor.noProblems).toBeVisible();
  await editor.expectSaved();
  await editor.reload();
  await editor.openSection('phases');
  await expect(phases.dayField(0, 'endDay')).toHaveValue('365');
  await expect(phases.dayField(1, 'startDay')).toHaveValue('244');
}

/** Esc during a drag puts the phase back, and a click on a bar opens its fields. */
async function escapeAndClick(page: Page): Promise<void> {
  const { editor, phases } = await open(page);
  const bar = phases.bar(PROD);
  const box = await bar.boundingBox();
  if (!box) throw new Error('no bar on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 80, box.y + box.height / 2, { steps: 4 });
  await expect(phases.dayField(1, 'startDay')).not.toHaveValue('120');
  await page.keyboard.press('Escape');
  await page.mouse.up();
  await expect(phases.dayField(1, 'startDay')).toHaveValue('120');
  await expect(phases.dayField(1, 'endDay')).toHaveValue('365');
  await expect(editor.undoButton).toBeDisabled();

  await bar.click();
  await expect(editor.main.locator('[id="field:phases[1].name"]')).toBeFocused();
  await expect(editor.undoButton).toBeDisabled();
}

/** The ends are sliders for the keyboard, read out as dates. */
async function keyboard(page: Page): Promise<void> {
  const { editor, phases } = await open(page);
  const end = phases.lastDay(DEV);
  await end.focus();
  await page.keyboard.press('ArrowRight');
  await expect(end).toHaveAttribute('aria-valuetext', 'May 1, 2027');
  await expect(phases.dayField(0, 'endDay')).toHaveValue('121');
  await page.keyboard.press('PageUp');
  await expect(phases.dayField(0, 'endDay')).toHaveValue('128');
  await page.keyboard.press('ArrowDown');
  await expect(phases.dayField(0, 'endDay')).toHaveValue('127');
  await page.keyboard.press('End');
  await expect(end).toHaveAttribute('aria-valuenow', '364');
  await expect(end).toHaveAttribute('aria-valuetext', 'December 31, 2027');
  await page.keyboard.press('Home');
  await expect(phases.dayField(0, 'endDay')).toHaveValue('1');

  // Tab goes on to the next phase's bar, then its first day.
  await page.keyboard.press('Tab');
  await expect(phases.bar(PROD)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(phases.firstDay(PROD)).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect(phases.dayField(1, 'startDay')).toHaveValue('113');
  await expect(editor.noProblems).toBeVisible();
}

// Its own walk on a scenario of its own, not read after a language switch: it drags and moves
// by keys from the template's own days, in Chinese, which the English walks have already moved.
/** In Chinese from the start: drag a phase and move it by dates with the keyboard. */
async function inChinese(page: Page): Promise<void> {
  const { editor, phases } = await open(page, 'zh-CN');
  const dev = devPhase('zh-CN');
  const end = phases.lastDay(dev);
  await expect(end).toHaveAttribute('aria-valuetext', '2027年4月30日');
  await end.focus();
  await page.keyboard.press('ArrowRight');
  await expect(end).toHaveAttribute('aria-valuetext', '2027年5月1日');
  const perDay = await phases.pixelsPerDay(dev, HORIZON);
  await phases.drag(phases.bar(dev), 10 * perDay, 'touch');
  await expect(phases.dayField(0, 'startDay')).toHaveValue('10');
  await expect(phases.dayField(0, 'endDay')).toHaveValue('131');
  await expect(editor.noProblems).toBeVisible();
}

/** Screenshot of the phase timeline in en, light, then zh-CN, dark. */
async function screenshot(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { phases } = await open(page, 'en', 'light');
  await phases.lastDay(devPhase('en')).focus();
  await page.keyboard.press('PageUp');
  await shootTimeline(page, 'en', 'light');
  // The same timeline in Chinese and dark, changed as from another window (no reload); the
  // phases keep the English names they were created with.
  await changePreferencesElsewhere(page, { language: 'zh-CN', theme: 'dark' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(new PhaseTimelinePage(page, 'zh-CN').lastDay(devPhase('en'))).toBeVisible();
  await shootTimeline(page, 'zh-CN', 'dark');
}

/** The timeline at 1280 px, then at 600 px, in the interface language and theme. */
async function shootTimeline(page: Page, language: EditorLanguage, theme: 'light' | 'dark'): Promise<void> {
  const phases = new PhaseTimelinePage(page, language);
  await phases.timeline.screenshot({
    path: `${SHOTS}/phases-timeline-${language}-${theme}.png`,
    animations: 'disabled',
  });
  await page.setViewportSize({ width: 600, height: 800 });
  await phases.timeline.screenshot({
    path: `${SHOTS}/phases-timeline-600px-${language}-${theme}.png`,
    animations: 'disabled',
  });
}

/*
 * The walks share two pages, each walk on a scenario of its own made from the template (see
 * open): a step names each walk in the report.
 */
test('the timeline under the mouse, a finger, a pen and the keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = collectPageProblems(page);
  await test.step('a phase’s end follows the mouse in whole days, the day field live, as one undo step', () => mouseDrag(page));
  await test.step('a finger moves a whole bar and a pen its start, and nothing leaves the horizon', () => fingerAndPen(page));
  await test.step('Esc during a drag puts the phase back, and a click on a bar opens its fields', () => escapeAndClick(page));
  await test.step('the ends are sliders for the keyboard, read out as dates', () => keyboard(page));
  expect(problems).toEqual([]);
});

test('the timeline in Chinese, and its screenshots (en light, then zh-CN dark)', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = collectPageProblems(page);
  await test.step('在中文界面中拖动阶段，并用键盘按日期调整', () => inChinese(page));
  await test.step('screenshot of the phase timeline in en, light, then zh-CN, dark', () => screenshot(page));
  expect(problems).toEqual([]);
});
