import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import type { EditorLanguage } from './pages/editor-text';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';

/**
 * Small things seen on screen: an empty field with a unit keeps its label clear of the unit
 * (it read "Deadline after arrivalh"). Read in English (light), then in Chinese (dark) after
 * the preferences change in place, with a picture of each.
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/papercuts';
const TEMPLATE = 'Fine-tuning: shared GPU instances vs bare-metal';
const DEADLINE = { en: 'Deadline after arrival', 'zh-CN': '到达后须在多久内完成' } as const;

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

/** The label's middle sits above the unit's line, in the screen's language and theme. */
async function expectLabelClearOfUnit(page: Page, editor: EditorPage, language: EditorLanguage, theme: string): Promise<void> {
  const field = editor.field(DEADLINE[language]);
  await expect(field).toHaveValue('');
  const control = editor.main.locator('.MuiFormControl-root', {
    has: page.getByRole('textbox', { name: DEADLINE[language], exact: true }),
  });
  const label = await control.locator('label').boundingBox();
  const unit = await control.locator('.MuiInputAdornment-root').boundingBox();
  expect(label).not.toBeNull();
  expect(unit).not.toBeNull();
  // The label sits on the outline above the input, not on the unit's line: its middle is
  // above the unit (inside the empty input, both would share one line).
  expect(label!.y + label!.height / 2).toBeLessThan(unit!.y);
  await control.screenshot({ path: `${SHOTS}/deadline-${language}-${theme}.png` });
}

test("an empty field's label stays clear of its unit (en light, then zh-CN dark)", async ({ page }) => {
  await seedPreferences(page, { language: 'en', theme: 'light' });
  const shell = new AppShell(page);
  const editor = new EditorPage(shell, 'en');
  await editor.createFromTemplate(TEMPLATE);
  await editor.openSection('workloads');
  await expectLabelClearOfUnit(page, editor, 'en', 'light');
  // The same field read again after the language and theme change in place.
  await changePreferencesElsewhere(page, { language: 'zh-CN', theme: 'dark' });
  await expectLabelClearOfUnit(page, new EditorPage(shell, 'zh-CN'), 'zh-CN', 'dark');
});
