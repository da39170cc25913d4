import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import type { EditorLanguage } from './pages/editor-text';
import { labelProblems, type LabelProblem } from './pages/field-labels';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';

/**
 * Every editor form read whole: no field label cut off or drawn over its unit, for each
 * workload kind, each pool kind, phases, the catalog with an offer's details and the
 * simulation settings, in both languages, at the desktop window's default width (1360 px),
 * a narrow one (1024 px) and the web page's narrow windows (800 and 640 px). Pictures of
 * each view for a person to look at.
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/field-labels';
/** Phases, two training workloads, an inference one, reserved and on-demand pools. */
const TEMPLATE = 'AI start-up fine-tuning: from development to production';
const WIDTHS = [1360, 1024, 800, 640] as const;
const POOLS = {
  en: { spot: /^Spot/, bareMetal: /^Bare metal/ },
  'zh-CN': { spot: /^竞价实例/, bareMetal: /^GPU云物理服务器/ },
} as const;
/** The offer details' buttons that add a purchase price and a savings-plan rate (their fields are read too). */
const BUYING = {
  en: { ownedPrice: 'Add a purchase price', rate: 'Add a rate', rateHeading: 'Rate 1' },
  'zh-CN': { ownedPrice: '添加购买价格', rate: '添加费率', rateHeading: '费率 1' },
} as const;

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

/** The whole page at each width: its label problems, and a picture. */
async function checkView(page: Page, view: string, found: string[], root = 'main'): Promise<void> {
  await page.mouse.move(0, 0);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const problems: LabelProblem[] = await labelProblems(page, root);
    for (const { label, problem } of problems)
      found.push(`${view} @${width}: “${label}” ${problem}`);
    // The page in window-sized pictures, readable at their own size.
    // A dialog stays in the window: one picture of it is enough.
    // The height is read again before each picture: a form can still settle (a hint or a
    // warning coming or going), and a picture must not reach past the page's end.
    const pageHeight = async () =>
      root === 'main' ? await page.evaluate(() => document.documentElement.scrollHeight) : 850;
    for (let top = 0, part = 1; top < (await pageHeight()); top += 850, part += 1) {
      const height = await pageHeight();
      await page.screenshot({
        path: `${SHOTS}/${view}-${width}-${part}.png`,
        fullPage: true,
        clip: { x: 0, y: top, width, height: Math.max(1, Math.min(900, height - top)) },
        animations: 'disabled',
      });
    }
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
}

test('no field label of any editor form is cut off or over its unit (each view in en, then zh-CN)', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const language: EditorLanguage = 'en';
  const pageProblems = collectPageProblems(page);
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  await seedPreferences(page, { language, theme: 'light' });
  const editor = new EditorPage(new AppShell(page), language);
  await editor.createFromTemplate(TEMPLATE);
  const found: string[] = [];
  // The walk is made once, in English; each view is read in English and then in Chinese, the
  // language changed as from another window (the form stays as it is), then back to English.
  const view = async (name: string, root?: string) => {
    await checkView(page, `${name}-en`, found, root);
    await changePreferencesElsewhere(page, { language: 'zh-CN' });
    await checkView(page, `${name}-zh-CN`, found, root);
    await changePreferencesElsewhere(page, { language: 'en' });
  };

  await view('general');
  for (const section of ['phases', 'simulation'] as const) {
    await editor.openSection(section);
    await view(section);
  }

  // Each workload of the template (training, inference), then new batch and development ones.
  await editor.openSection('workloads');
  const count = await editor.workloadItems.count();
  for (let index = 0; index < count; index += 1) {
    await editor.workloadItems.nth(index).click();
    await view(`workload-${index + 1}`);
  }
  await editor.addWorkload(editor.text.batchKind);
  await view('workload-batch');
  await editor.addWorkload(editor.text.devKind);
  await view('workload-dev');

  await editor.openSection('catalog');
  await editor.firstOfferDetailsButton.click();
  await expect(editor.firstOfferDetailsButton).toHaveAttribute('aria-expanded', 'true');
  // The offer bought outright and under a savings plan: each added, so its fields are read too.
  await editor.main.getByRole('button', { name: BUYING[language].ownedPrice }).click();
  await editor.main.getByRole('button', { name: BUYING[language].rate }).click();
  await expect(editor.main.getByRole('region', { name: BUYING[language].rateHeading })).toBeVisible();
  await view('catalog');
  // One price's date, source and terms, in its dialog.
  await editor.firstPriceDetailsButton.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await view('price-dialog', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // Each strategy (on-demand, reserved pools), then spot and bare-metal pools added.
  await editor.openSection('strategies');
  const strategies = await editor.strategyTabs.count();
  for (let index = 0; index < strategies; index += 1) {
    await editor.strategyTabs.nth(index).click();
    await view(`strategy-${index + 1}`);
  }
  for (const kind of ['spot', 'bareMetal'] as const) {
    await editor.main.getByRole('button', { name: editor.text.addPool }).click();
    await page.getByRole('menuitem', { name: POOLS[language][kind] }).click();
    await expect(page.getByRole('menu')).toBeHidden();
  }
  await view('strategy-spot-and-bare-metal');

  expect(found).toEqual([]);
  expect(pageProblems).toEqual([]);
});
