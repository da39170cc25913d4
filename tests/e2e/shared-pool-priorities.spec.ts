import { expect, test } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { templateNames } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';
import { editorIssuesEn, editorIssuesZhCN } from '@headroom/renderer/i18n/locales/editor/issues';
import { editorPoolsEn, editorPoolsZhCN } from '@headroom/renderer/i18n/locales/editor/pools';

/**
 * A placement's priority and its fallback after preemptions, in the editor: the shared-pool
 * example shows the API at priority 10; a fallback on the training, whose only pool is the
 * shared server, is refused under the field in the screen's language, and emptying it clears
 * the problem.
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
    expect(problems).toEqual([]);
  });
}
