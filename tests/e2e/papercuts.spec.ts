import { mkdir } from 'node:fs/promises';
import { expect, test } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import type { EditorLanguage } from './pages/editor-text';
import { seedPreferences } from './pages/preferences';
import { themesFor } from './pages/looks';

/**
 * Small things seen on screen: an empty field with a unit keeps its label clear of the unit
 * (it read "Deadline after arrivalh"). Both languages and themes, with a picture.
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/papercuts';
const TEMPLATE = 'Fine-tuning: shared GPU instances vs bare-metal';
const DEADLINE = { en: 'Deadline after arrival', 'zh-CN': '到达后须在多久内完成' } as const;

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

for (const language of ['en', 'zh-CN'] as EditorLanguage[]) {
  for (const theme of themesFor(language)) {
    test(`an empty field's label stays clear of its unit (${language}, ${theme})`, async ({
      page,
    }) => {
      await seedPreferences(page, { language, theme });
      const editor = new EditorPage(new AppShell(page), language);
      await editor.createFromTemplate(TEMPLATE);
      await editor.openSection('workloads');
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
    });
  }
}
