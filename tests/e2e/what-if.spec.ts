import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { dragBy } from './pages/pointer-drag';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import { addSpotStrategy, type DocumentByHand } from './pages/spot-scenario';
import { WhatIfPanel } from './pages/what-if-panel';
import type { WhatIfLanguage } from './pages/what-if-text';

/**
 * The what-if mode as a planner in a budget meeting uses it: drag the evening traffic peak up
 * and watch the cost rise; cut the spot price until the recommendation changes and read the
 * sentence; reset and undo; save as a new version and find the old one untouched. Both
 * languages, light and dark, with screenshots for a person to look at: each walk is made once,
 * in English and light, and the same what-if is then read (and moved again) in Chinese and dark,
 * the preferences changed as from another window of the app (the screen follows without a
 * reload).
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/what-if';
const inference = templateFile('03-');
const fineTune = templateFile('01-');
const startUp = templateFile('06-');

/** The fine-tuning example with a spot price on the shared offer and a spot strategy that falls back to on-demand. */
function spotScenario(): { name: string; text: string; spotName: string; hourlyName: string } {
  const doc = structuredClone(fineTune.document) as DocumentByHand;
  const name = 'Fine-tune on spot';
  const spotName = 'Spot with on-demand fallback';
  doc.name = name;
  addSpotStrategy(doc, spotName);
  doc.simulation = { runs: 12, baseSeed: 1 };
  const hourly = doc.strategies.find((s: { id: string }) => s.id === 'bare-metal-hourly');
  return { name, text: JSON.stringify(doc), spotName, hourlyName: hourly.name };
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await page.getByTestId('what-if').screenshot({ path: `${SHOTS}/${name}-what-if.png` });
}

/** Versions of a scenario straight from IndexedDB: number and the spot price of the shared offer. */
async function storedVersions(page: Page, scenarioId: string): Promise<{ number: number; spot: number | null }[]> {
  return page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('headroom');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const all = await new Promise<unknown[]>((resolve, reject) => {
      const request = db.transaction('versions').objectStore('versions').getAll();
      request.onsuccess = () => resolve(request.result as unknown[]);
      request.onerror = () => reject(request.error);
    });
    db.close();
    type V = { scenarioId: string; number: number; document: { catalog: { offers: { id: string; prices: { spot?: { perHour: number } } }[] } } };
    return (all as V[])
      .filter((v) => v.scenarioId === id)
      .map((v) => ({
        number: v.number,
        spot: v.document.catalog.offers.find((o) => o.id === 'cn-shared-8x-a100')?.prices.spot?.perHour ?? null,
      }))
      .sort((a, b) => a.number - b.number);
  }, scenarioId);
}

/** The page in the language and theme asked for, with the screens a what-if test goes through. */
async function setUp(page: Page, language: WhatIfLanguage, theme: 'light' | 'dark') {
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await seedPreferences(page, { language, theme });
  const shell = new AppShell(page);
  return { problems, library: new LibraryPage(shell, language), results: new ResultsPage(shell, language), whatIf: new WhatIfPanel(page, language) };
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

/** The first half's page, language and theme, and the second's: the same walk read in both. */
const FIRST = { language: 'en', theme: 'light' } as const;
const SECOND = { language: 'zh-CN', theme: 'dark' } as const;

/** The evening peak dragged up from where it is: the cost rises, said with a plus; the page looked at. */
async function dragPeakUp(page: Page, whatIf: WhatIfPanel, shot: string): Promise<void> {
  // The 20:00 point, dragged up: more evening traffic to serve.
  const before = await whatIf.card('autoscale').getByTestId('what-if-total').innerText();
  const point = page.getByRole('slider', { name: whatIf.text.curvePoint('20:00'), exact: true });
  const valueBefore = Number(await point.getAttribute('aria-valuenow'));
  await dragBy(page, point, { dy: -90 });
  await expect.poll(async () => Number(await point.getAttribute('aria-valuenow'))).toBeGreaterThan(valueBefore);
  await whatIf.settled(20);
  await expect(whatIf.card('autoscale').getByTestId('what-if-total')).not.toHaveText(before);
  const change = Number(await whatIf.delta('autoscale').getAttribute('data-change'));
  expect(change).toBeGreaterThan(0);
  await expect(whatIf.delta('autoscale')).toContainText('+');
  await screenshot(page, shot);
}

/** Reset: back to the baseline (whose total is `baseline`), nothing changed. */
async function resetToBaseline(whatIf: WhatIfPanel, baseline: string): Promise<void> {
  await whatIf.button(whatIf.text.reset).click();
  await whatIf.settled(20);
  await expect(whatIf.card('autoscale').getByTestId('what-if-total')).toHaveText(baseline);
  expect(Number(await whatIf.delta('autoscale').getAttribute('data-change'))).toBe(0);
}

test(`drag the evening peak up and watch the cost rise (en light, then zh-CN dark)`, async ({ page }) => {
  test.setTimeout(150_000);
  const { problems, library, results, whatIf } = await setUp(page, FIRST.language, FIRST.theme);

  await library.open();
  const name = await library.createFromTemplateOnEmptyLibrary(String(inference.document.name));
  await library.row(name).getByRole('link', { name: library.text.results(name) }).click();
  await results.runToEnd();
  await whatIf.open();
  await whatIf.settled(20);
  await expect(page.getByTestId('what-if-recommendation')).toHaveAttribute('data-changed', 'false');
  const before = await whatIf.card('autoscale').getByTestId('what-if-total').innerText();
  await dragPeakUp(page, whatIf, `peak-up-${FIRST.language}-${FIRST.theme}`);
  await resetToBaseline(whatIf, before);

  // The same what-if read in Chinese and dark, switched as from another window (no reload):
  // the point is found by its Chinese name, dragged up again, and Reset (in Chinese) undoes it.
  await changePreferencesElsewhere(page, SECOND);
  const zhWhatIf = new WhatIfPanel(page, SECOND.language);
  await zhWhatIf.settled(20);
  await expect(page.getByTestId('what-if-recommendation')).toHaveAttribute('data-changed', 'false');
  const zhBefore = await zhWhatIf.card('autoscale').getByTestId('what-if-total').innerText();
  await dragPeakUp(page, zhWhatIf, `peak-up-${SECOND.language}-${SECOND.theme}`);
  await resetToBaseline(zhWhatIf, zhBefore);
  expect(problems).toEqual([]);
});

test(`cut the spot price until the answer changes, then save a version (en light, then zh-CN dark)`, async ({ page }) => {
  test.setTimeout(150_000);
  const { problems, library, results, whatIf } = await setUp(page, FIRST.language, FIRST.theme);
  // The file is imported once, with its English names; the Chinese sentences below name the
  // strategies by those English names (the Chinese walk used to import a file named in Chinese).
  const spot = spotScenario();

  await library.open();
  await library.importFile({ name: 'spot.headroom.json', text: spot.text });
  await expect(library.row(spot.name)).toBeVisible();
  await library.row(spot.name).getByRole('link', { name: library.text.results(spot.name) }).click();
  await results.runToEnd();
  const scenarioId = results.scenarioId();
  await whatIf.open();
  await whatIf.settled(12);
  await expect(whatIf.headline).toHaveText(whatIf.text.still(spot.hourlyName));

  // Page Down moves the spot price 10 % at a time; stop when the recommendation changes.
  const slider = whatIf.slider('what-if-price-spot');
  await slider.focus();
  for (let i = 0; i < 9; i++) {
    await page.keyboard.press('PageDown');
    await whatIf.settled(12);
    if ((await page.getByTestId('what-if-recommendation').getAttribute('data-changed')) === 'true') break;
  }
  await expect(whatIf.headline).toHaveText(whatIf.text.now(spot.spotName, spot.hourlyName));
  await expect(whatIf.card('spot')).toHaveAttribute('data-recommended', 'true');
  const cut = Number(await slider.getAttribute('aria-valuenow'));
  expect(cut).toBeLessThan(0);
  await screenshot(page, `spot-cut-${FIRST.language}-${FIRST.theme}`);

  /** Reset, then undo the reset: the same answer comes back; leaving and coming back keeps it. */
  async function resetUndoLeaveReturn(panel: WhatIfPanel): Promise<void> {
    await panel.button(panel.text.reset).click();
    await panel.settled(12);
    await expect(panel.headline).toHaveText(panel.text.still(spot.hourlyName));
    await panel.button(panel.text.undo).click();
    await panel.settled(12);
    await expect(panel.headline).toHaveText(panel.text.now(spot.spotName, spot.hourlyName));
    await page.goBack();
    await expect(library.row(spot.name)).toBeVisible();
    await page.goForward();
    await panel.settled(12);
    await expect(panel.headline).toHaveText(panel.text.now(spot.spotName, spot.hourlyName));
  }
  await resetUndoLeaveReturn(whatIf);

  // The same what-if read in Chinese and dark, switched as from another window (no reload): the
  // sentence says the same in Chinese, and Reset, Undo, leaving and coming back work in Chinese.
  await changePreferencesElsewhere(page, SECOND);
  const zhWhatIf = new WhatIfPanel(page, SECOND.language);
  await zhWhatIf.settled(12);
  await expect(zhWhatIf.headline).toHaveText(zhWhatIf.text.now(spot.spotName, spot.hourlyName));
  await expect(zhWhatIf.card('spot')).toHaveAttribute('data-recommended', 'true');
  await expect(slider).toHaveAttribute('aria-valuenow', String(cut));
  await screenshot(page, `spot-cut-${SECOND.language}-${SECOND.theme}`);
  await resetUndoLeaveReturn(zhWhatIf);

  // Save as a new version (in Chinese): version 1 keeps its price, version 2 has the cut one.
  expect(await storedVersions(page, scenarioId)).toEqual([{ number: 1, spot: 160 }]);
  await zhWhatIf.button(zhWhatIf.text.saveVersion).click();
  await expect(page.getByTestId('what-if-notice')).toHaveText(zhWhatIf.text.savedVersion(2));
  const versions = await storedVersions(page, scenarioId);
  expect(versions.map((v) => v.number)).toEqual([1, 2]);
  expect(versions[0]!.spot).toBe(160);
  expect(versions[1]!.spot).toBeCloseTo(160 * (1 + cut), 6);
  await screenshot(page, `spot-saved-${SECOND.language}-${SECOND.theme}`);
  // Back in English and light: the notice says the same in English.
  await changePreferencesElsewhere(page, FIRST);
  await expect(page.getByTestId('what-if-notice')).toHaveText(whatIf.text.savedVersion(2));
  await screenshot(page, `spot-saved-${FIRST.language}-${FIRST.theme}`);
  expect(problems).toEqual([]);
});

/** Every card at +50 % peak traffic shows both unit costs and every target with its change, in the panel's language. */
async function checkFiguresAtHalfMore(page: Page, whatIf: WhatIfPanel, shot: string): Promise<void> {
  for (const id of ['all-on-demand', 'all-committed', 'phase-matched']) {
    const card = whatIf.card(id);
    for (const [key, label] of Object.entries(whatIf.text.figures)) {
      const figure = card.getByTestId(`what-if-figure-${key}`);
      await expect(figure).toBeVisible();
      await expect(figure).toContainText(label);
      // "before → after" and the change (or "no change"), each figure on its own.
      await expect(figure.getByTestId('what-if-figure-values')).toContainText('→');
      await expect(figure.getByTestId('what-if-figure-change')).not.toBeEmpty();
    }
    await expect(card.getByTestId('what-if-figure-unservedShare').getByTestId('what-if-figure-values')).toContainText('%');
  }
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
}

/** At twice the traffic the committed strategy runs out of replicas: the share shows, in points, beyond the noise. */
async function checkRunsOutAtTwice(page: Page, whatIf: WhatIfPanel, shot: string): Promise<void> {
  const committed = whatIf.card('all-committed');
  await expect(committed).toContainText(whatIf.text.missesNow);
  const unserved = committed.getByTestId('what-if-figure-unservedShare');
  expect(Number(await unserved.getAttribute('data-change'))).toBeGreaterThan(0.01);
  await expect(unserved).toHaveAttribute('data-within-noise', 'false');
  await expect(unserved.getByTestId('what-if-figure-change')).toContainText(whatIf.text.points);
  await expect(unserved.getByTestId('what-if-figure-change')).toContainText('+');
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
}

test(`+50 % peak traffic: every card shows both unit costs and every target with its change (en light, then zh-CN dark)`, async ({ page }) => {
  test.setTimeout(180_000);
  const { problems, library, results, whatIf } = await setUp(page, FIRST.language, FIRST.theme);
  await library.open();
  const name = await library.createFromTemplateOnEmptyLibrary(String(startUp.document.name));
  await library.row(name).getByRole('link', { name: library.text.results(name) }).click();
  await results.runToEnd();
  await whatIf.open();
  await whatIf.settled(20);

  // The served model's whole traffic curve ×1.5 (Page Up is +25 %), then ×2.
  const scale = whatIf.slider('what-if-scale-serving');
  await scale.focus();
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  await expect(scale).toHaveAttribute('aria-valuenow', '1.5');
  await whatIf.settled(20);
  await checkFiguresAtHalfMore(page, whatIf, `targets-peak-50-${FIRST.language}-${FIRST.theme}`);
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  await expect(scale).toHaveAttribute('aria-valuenow', '2');
  await whatIf.settled(20);
  await checkRunsOutAtTwice(page, whatIf, `targets-peak-100-${FIRST.language}-${FIRST.theme}`);

  // The same what-if read in Chinese and dark, switched as from another window (no reload):
  // twice the traffic first, then back down to +50 % to read every card's figures.
  await changePreferencesElsewhere(page, SECOND);
  const zhWhatIf = new WhatIfPanel(page, SECOND.language);
  await zhWhatIf.settled(20);
  await checkRunsOutAtTwice(page, zhWhatIf, `targets-peak-100-${SECOND.language}-${SECOND.theme}`);
  await scale.focus();
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expect(scale).toHaveAttribute('aria-valuenow', '1.5');
  await zhWhatIf.settled(20);
  await checkFiguresAtHalfMore(page, zhWhatIf, `targets-peak-50-${SECOND.language}-${SECOND.theme}`);
  expect(problems).toEqual([]);
});
