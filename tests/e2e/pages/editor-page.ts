import { expect, type Locator } from '@playwright/test';
import type { AppShell } from './app-shell';
import { EDITOR_TEXT, type EditorLanguage, type EditorSection } from './editor-text';
import { LibraryPage } from './library-page';

/** The scenario editor (/scenarios/:scenarioId), in either language. */
export class EditorPage {
  readonly text: (typeof EDITOR_TEXT)[EditorLanguage];

  constructor(
    readonly shell: AppShell,
    readonly language: EditorLanguage = 'en',
  ) {
    this.text = EDITOR_TEXT[language];
  }

  get page() {
    return this.shell.page;
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  /**
   * Creates a scenario from a shipped template (known by its English name) in the (empty)
   * library, which opens it here; resolves to the scenario's name in the interface language.
   */
  async createFromTemplate(englishName: string): Promise<string> {
    const library = new LibraryPage(this.shell, this.language);
    await library.open();
    const { name } = await library.openNewFromTemplate(englishName, { onEmptyLibrary: true });
    await this.expectOpen(name);
    return name;
  }

  async expectOpen(name: string): Promise<void> {
    await expect(this.shell.heading).toHaveText(name);
    await expect(this.main.getByText(this.text.overline, { exact: true })).toBeVisible();
  }

  async reload(): Promise<void> {
    await this.page.reload();
    await expect(this.main.getByText(this.text.overline, { exact: true })).toBeVisible();
  }

  sectionTab(section: EditorSection): Locator {
    return this.main.getByRole('tab', { name: new RegExp(`^${this.text.sections[section]}`) });
  }

  async openSection(section: EditorSection): Promise<void> {
    await this.sectionTab(section).click();
    await expect(this.sectionTab(section)).toHaveAttribute('aria-selected', 'true');
  }

  /** A text field of the open section, by its label. */
  field(label: string | RegExp): Locator {
    return this.main.getByRole('textbox', { name: label, exact: typeof label === 'string' });
  }

  /** The helper line (problem or hint) under a field. */
  helperOf(field: Locator): Locator {
    return field
      .locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]')
      .locator('.MuiFormHelperText-root');
  }

  get saveStatus(): Locator {
    return this.page.getByTestId('save-status');
  }

  /** Waits until every edit so far is saved as a version. */
  async expectSaved(): Promise<void> {
    await expect(this.saveStatus).toHaveAttribute('data-state', 'saved');
    await expect(this.saveStatus).toHaveText(this.text.saved);
  }

  get toolbar(): Locator {
    return this.page.getByRole('toolbar');
  }

  get undoButton(): Locator {
    return this.toolbar.getByRole('button', { name: this.text.undo, exact: true });
  }

  get redoButton(): Locator {
    return this.toolbar.getByRole('button', { name: this.text.redo, exact: true });
  }

  get runButton(): Locator {
    return this.toolbar.getByRole('button', { name: this.text.run, exact: true });
  }

  get problemCount(): Locator {
    return this.page.getByTestId('issue-count');
  }

  get noProblems(): Locator {
    return this.toolbar.getByText(this.text.noProblems, { exact: true });
  }

  /** Ctrl+Z / Ctrl+Shift+Z as a planner presses them (Meta on macOS is handled alike). */
  async pressUndo(): Promise<void> {
    await this.page.keyboard.press('Control+z');
  }

  async pressRedo(): Promise<void> {
    await this.page.keyboard.press('Control+Shift+z');
  }

  /** The first offer's fold-out of details in the catalog table. */
  get firstOfferDetailsButton(): Locator {
    return this.main.getByRole('button', { name: this.text.offerDetails }).first();
  }

  get firstPriceDetailsButton(): Locator {
    return this.main.getByRole('button', { name: this.text.priceDetails }).first();
  }

  /** Adds a workload of a kind from the workloads section's menu; it opens at once. */
  async addWorkload(kindLabel: string): Promise<void> {
    await this.main.getByRole('button', { name: this.text.addWorkload }).click();
    await this.page.getByRole('menuitem', { name: new RegExp(`^${kindLabel}`) }).click();
  }

  /** The workloads in the list, in their order (name and kind, or problem count, each). */
  get workloadItems(): Locator {
    return this.main.getByRole('list', { name: this.text.workloadList }).getByRole('button');
  }

  /** The strategy tabs, in their order. */
  get strategyTabs(): Locator {
    return this.main.getByRole('tablist', { name: this.text.strategyTabs }).getByRole('tab');
  }

  /** A button by its exact accessible name, e.g. one of the reorder buttons. */
  button(name: string): Locator {
    return this.main.getByRole('button', { name, exact: true });
  }

  /** The open workload's Kind select. */
  get kindSelect(): Locator {
    return this.main.getByRole('combobox', { name: this.text.kind, exact: true });
  }

  /** Picks another kind for the open workload; the app then asks to confirm. */
  async pickKind(kind: keyof (typeof EDITOR_TEXT)['en']['kinds']): Promise<void> {
    await this.kindSelect.click();
    await this.page.getByRole('option', { name: this.text.kinds[kind], exact: true }).click();
  }

  /** The dialog that asks before the workload `name` becomes a `kind` workload. */
  changeKindDialog(name: string, kind: keyof (typeof EDITOR_TEXT)['en']['kinds']): Locator {
    return this.page.getByRole('dialog', {
      name: this.text.changeKindTitle(name, this.text.kinds[kind]),
    });
  }

  onDemandPrice(offerName: string): Locator {
    return this.field(this.text.onDemandPrice(offerName));
  }
}
