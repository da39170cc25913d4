import { expect, test } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { LibraryPage, templateNames } from './pages/library-page';
import { openForReport, printCount, printedText, squash } from './pages/printed-report';
import { ResultsPage } from './pages/results-page';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';
import { editorIssuesEn, editorIssuesZhCN } from '@headroom/renderer/i18n/locales/editor/issues';
import { editorPoolsEn, editorPoolsZhCN } from '@headroom/renderer/i18n/locales/editor/pools';
import { sharedPoolsEn, sharedPoolsZhCN } from '@headroom/renderer/i18n/locales/shared-pools';

/**
 * A placement's priority and its fallback after preemptions, in the editor: the shared-pool
 * example shows the API at priority 10; a fallback on the training, whose only pool is the
 * shared server, is refused under the field in the screen's language, and emptying it clears
 * the problem. A workload's team label past 40 characters is refused the same way.
 */
const TEMPLATE = 'Serving by day, training by night on one shared server (共享资源池：推理优先)';

for (const language of ['en', 'zh-CN'] as const) {
  const placements = (language === 'en' ? editorPoolsEn : editorPoolsZhCN).placements;
  const issues = (language === 'en' ? editorIssuesEn : editorIssuesZhCN).issues;

  test(`sets a placement's priority and its fallback after preemptions (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const problems = collectPageProblems(page);
    await seedPreferences(page, { language, theme: 'light' });
    const editor = new EditorPage(new AppShell(page), language);
    await editor.createFromTemplate(TEMPLATE);
    await editor.openSection('strategies');

    const priorities = editor.field(new RegExp(`^${placements.priority}`));
    await expect(priorities).toHaveCount(2);
    await expect(priorities.first()).toHaveValue('10');
    await expect(priorities.nth(1)).toHaveValue('');

    // Only the training (a job) has a fallback; its one pool is shared with the API.
    const fallback = editor.field(new RegExp(`^${placements.priorityFallbackAfter}`));
    await expect(fallback).toHaveCount(1);
    await fallback.fill('2');
    // The refusal names the workload as the screen does.
    const training = templateNames(TEMPLATE, language).workloads.research!;
    const nowhere = issues.priorityFallbackNowhere.replace('{{workload}}', training);
    await expect(editor.helperOf(fallback)).toHaveText(nowhere);
    await fallback.fill('');
    await expect(editor.noProblems).toBeVisible();
    await priorities.nth(1).fill('5');
    await editor.expectSaved();

    // A workload's team (showback by team): a label past 40 characters is refused under the
    // field in the screen's language; a short one is kept.
    await editor.openSection('workloads');
    const team = editor.field((language === 'en' ? sharedPoolsEn : sharedPoolsZhCN).editor.team);
    await team.fill('x'.repeat(41));
    await expect(editor.helperOf(team)).toHaveText(issues.textTooLong.replace('{{maximum}}', '40'));
    await team.fill('Platform');
    await expect(editor.noProblems).toBeVisible();
    await editor.expectSaved();
    expect(problems).toEqual([]);
  });
}

/**
 * The results of the shared-pool example, on screen and in the PDF: where the server's
 * committed GPU-hours went (mean of the 20 runs from seed 1: 17,280 committed, 7,979.8 held by
 * the API, 46.9 of training work lost to preemption, 33.6 of restarts) and who pays for it in
 * the representative run (the API ¥155,948, training ¥67,730, idle ¥114,020), the same figures
 * the command line prints for the file.
 */
for (const language of ['en', 'zh-CN'] as const) {
  const words = language === 'en' ? sharedPoolsEn : sharedPoolsZhCN;

  test(`reads the shared server's hours split and who pays for it, on screen and in the PDF (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const { shell, problems } = await openForReport(page, language);
    const library = new LibraryPage(shell, language);
    await library.open();
    const name = await library.createFromTemplateOnEmptyLibrary(TEMPLATE);
    await library.row(name).getByRole('link', { name: library.text.results(name) }).click();
    const results = new ResultsPage(shell, language);
    await results.runToEnd();

    // The recommended strategy (the API first) is the one shown in detail.
    const card = page.getByTestId('shared-pools');
    const part = (p: string) => card.locator(`[data-testid="shared-pool-hours-row"][data-part="${p}"]`);
    await expect(part('committed')).toContainText('17,280');
    await expect(part('services')).toContainText('7,979.8');
    await expect(part('jobsLost')).toContainText(words.parts.jobsLost);
    await expect(part('jobsLost')).toContainText('46.9');
    await expect(part('jobsRestart')).toContainText('33.6');
    const names = templateNames(TEMPLATE, language).workloads;
    const pay = card.getByTestId('shared-pool-pay-row');
    await expect(pay).toHaveCount(3);
    await expect(pay.nth(0)).toContainText(names.serving!);
    await expect(pay.nth(0)).toContainText('155,948');
    await expect(pay.nth(1)).toContainText(names.research!);
    await expect(pay.nth(1)).toContainText('67,730');
    await expect(pay.nth(2)).toContainText(words.idle);
    await expect(pay.nth(2)).toContainText('114,020');
    // Who held the server over the quarter (6-hour steps), a colour per workload and idle in the legend.
    const timeline = card.getByTestId('shared-pool-timeline');
    await expect(timeline).toContainText(words.timeline.step_other.replace('{{count}}', '6'));
    const legend = timeline.locator('.MuiChartsLegend-root');
    await expect(legend).toContainText(names.serving!);
    await expect(legend).toContainText(names.research!);
    await expect(legend).toContainText(words.idle);
    await expect(timeline.getByTestId('shared-pool-timeline-row')).toHaveCount(3);
    await card.screenshot({ path: test.info().outputPath(`shared-pools-card-${language}.png`) });

    await page.getByRole('link', { name: language === 'en' ? 'Export PDF…' : '导出 PDF…' }).click();
    await expect(page.getByTestId('report')).toBeVisible();
    await expect.poll(() => printCount(page)).toBe(1);
    const text = await printedText(page, test.info().outputPath(`shared-pools-${language}.pdf`));
    expect(text).toContain(squash(words.heading));
    expect(text).toContain(`${squash(words.parts.jobsLost)}46.9`);
    expect(text).toContain(`${squash(words.parts.services)}7,979.8`);
    expect(text).toContain(`${squash(names.serving!)}7,979.8`);
    expect(text).toContain(squash(words.idle));
    expect(text).toContain('114,020');
    expect(text).toContain(squash(words.timeline.title.split('{{pool}}')[1]!));
    expect(problems).toEqual([]);
  });
}
