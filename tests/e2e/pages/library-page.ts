import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Download, type Locator } from '@playwright/test';
import { TEMPLATES_ZH_CN } from '@headroom/renderer/library/template-translations-zh-cn';
import type { AppShell } from './app-shell';
import { LIBRARY_TEXT, type LibraryLanguage, type LibraryText } from './library-text';

const SCENARIOS_DIR = 'scenarios';

/** A shipped template file's content, found by a part of its file name (e.g. "bare-metal"). */
export function templateFile(fileNamePart: string): {
  fileName: string;
  document: Record<string, unknown>;
} {
  const fileName = readdirSync(SCENARIOS_DIR).find(
    (name) => name.endsWith('.headroom.json') && name.includes(fileNamePart),
  );
  if (!fileName) throw new Error(`no template file in ${SCENARIOS_DIR}/ matches ${fileNamePart}`);
  const document = JSON.parse(readFileSync(join(SCENARIOS_DIR, fileName), 'utf8')) as Record<
    string,
    unknown
  >;
  return { fileName, document };
}

/**
 * The name a shipped template (known by its file's English name) has in the interface
 * language: the picker shows it, and a scenario created from it is called that.
 */
export function templateName(englishName: string, language: LibraryLanguage): string {
  return templateNames(englishName, language).name;
}

type Names = Readonly<Record<string, string>>;

/** A shipped template's name and its parts' names (by id) in the interface language. */
export function templateNames(
  englishName: string,
  language: LibraryLanguage,
): { name: string; workloads: Names; strategies: Names; phases?: Names } {
  const fileName = readdirSync(SCENARIOS_DIR).find((name) => {
    if (!name.endsWith('.headroom.json')) return false;
    const document = JSON.parse(readFileSync(join(SCENARIOS_DIR, name), 'utf8')) as {
      name?: unknown;
    };
    return document.name === englishName;
  });
  if (!fileName) throw new Error(`no template is called ${englishName}`);
  if (language === 'en') {
    const { workloads, strategies, phases } = templateFile(fileName).document as {
      workloads: { id: string; name: string }[];
      strategies: { id: string; name: string }[];
      phases?: { id: string; name: string }[];
    };
    const byId = (items: { id: string; name: string }[]) =>
      Object.fromEntries(items.map((item) => [item.id, item.name]));
    return {
      name: englishName,
      workloads: byId(workloads),
      strategies: byId(strategies),
      phases: byId(phases ?? []),
    };
  }
  const translated = TEMPLATES_ZH_CN[fileName.replace(/\.headroom\.json$/, '')];
  if (!translated) throw new Error(`template ${fileName} has no ${language} name`);
  return translated;
}

/** A scenario just created, as the editor it opened in shows it. */
export interface NewScenario {
  name: string;
  id: string;
}

export interface FileToPick {
  name: string;
  text: string;
}

/** The scenario library screen (/scenarios), in either language. */
export class LibraryPage {
  readonly text: LibraryText;

  constructor(
    readonly shell: AppShell,
    readonly language: LibraryLanguage = 'en',
  ) {
    this.text = LIBRARY_TEXT[language];
  }

  get page() {
    return this.shell.page;
  }

  private get main(): Locator {
    return this.page.getByRole('main');
  }

  async open(): Promise<void> {
    await this.shell.open('/scenarios');
    await expect(this.shell.heading).toHaveText(this.text.heading);
  }

  /** Comes back to the library through the side navigation (other screens have breadcrumbs too). */
  async openFromNavigation(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: this.text.mainNavigation })
      .getByRole('link', { name: this.text.nav, exact: true })
      .click();
    await expect(this.shell.heading).toHaveText(this.text.heading);
  }

  get rows(): Locator {
    return this.page.getByTestId('scenario-row');
  }

  /** The row (a table row, or a card in a narrow window) whose name is exactly `name`. */
  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  get emptyHeading(): Locator {
    return this.main.getByRole('heading', { name: this.text.emptyHeading, level: 2 });
  }

  /** The snackbar's message area (MUI renders it as an alert inside the snackbar). */
  get notice(): Locator {
    return this.page.getByRole('alert');
  }

  /**
   * Creates from a template known by its English name (through the toolbar's dialog, or the
   * cards of an empty library), which opens the new scenario in the editor; resolves to its
   * name and id, with the editor open.
   */
  async openNewFromTemplate(
    englishName: string,
    { onEmptyLibrary = false }: { onEmptyLibrary?: boolean } = {},
  ): Promise<NewScenario> {
    const name = templateName(englishName, this.language);
    if (onEmptyLibrary) {
      await this.main.getByRole('button', { name: this.text.useTemplate(name) }).click();
    } else {
      const dialog = this.page.getByRole('dialog', { name: this.text.templateDialog });
      await this.main.getByRole('button', { name: this.text.newFromTemplate }).click();
      await dialog.getByRole('button', { name: this.text.useTemplate(name) }).click();
      await expect(dialog).toBeHidden();
    }
    return { name, id: await this.expectEditorOf(name) };
  }

  /** Creates a blank scenario through its dialog, which opens it in the editor. */
  async openNewBlank(name?: string): Promise<NewScenario> {
    const dialog = this.page.getByRole('dialog', { name: this.text.blankDialog });
    await this.main.getByRole('button', { name: this.text.newBlank }).click();
    const field = dialog.getByRole('textbox', { name: this.text.nameLabel });
    if (name !== undefined) await field.fill(name);
    const given = await field.inputValue();
    await dialog.getByRole('button', { name: this.text.create }).click();
    await expect(dialog).toBeHidden();
    return { name: given, id: await this.expectEditorOf(given) };
  }

  /** The editor of a scenario just created is open (#/scenarios/<id>); resolves to the id. */
  private async expectEditorOf(name: string): Promise<string> {
    await expect(this.shell.heading).toHaveText(name);
    await expect(this.page).toHaveURL(/#\/scenarios\/[^/?]+$/);
    const id = /#\/scenarios\/([^/?]+)$/.exec(this.page.url())?.[1];
    if (!id) throw new Error(`no scenario id in ${this.page.url()}`);
    return decodeURIComponent(id);
  }

  /** From a scenario's editor, back to the list by the editor's back link. */
  async backFromScenario(): Promise<void> {
    await this.main.getByRole('link', { name: this.text.allScenarios, exact: true }).click();
    await expect(this.shell.heading).toHaveText(this.text.heading);
  }

  /**
   * Creates from a template and comes back to the library, for tests about the list;
   * resolves to the name the scenario got.
   */
  async createFromTemplate(englishName: string): Promise<string> {
    const { name } = await this.openNewFromTemplate(englishName);
    await this.backFromScenario();
    return name;
  }

  /** On an empty library the templates are on the screen itself. */
  async createFromTemplateOnEmptyLibrary(englishName: string): Promise<string> {
    const { name } = await this.openNewFromTemplate(englishName, { onEmptyLibrary: true });
    await this.backFromScenario();
    return name;
  }

  async rowCommand(name: string, command: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: this.text.more(name) })
      .click();
    await this.page.getByRole('menuitem', { name: command }).click();
  }

  get renameDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.text.renameDialog });
  }

  async rename(from: string, to: string): Promise<void> {
    await this.rowCommand(from, this.text.rename);
    await this.renameDialog.getByLabel(this.text.nameLabel).fill(to);
    await this.renameDialog.getByRole('button', { name: this.text.renameSave }).click();
    await expect(this.renameDialog).toBeHidden();
  }

  async search(text: string): Promise<void> {
    await this.main.getByRole('searchbox', { name: this.text.search }).fill(text);
  }

  /** Picks a file in the web file chooser the Import button opens. */
  async importFile(file: FileToPick): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.main.getByRole('button', { name: this.text.importFile }).click();
    await (
      await chooser
    ).setFiles({
      name: file.name,
      mimeType: 'application/json',
      buffer: Buffer.from(file.text, 'utf8'),
    });
  }

  importErrorDialog(fileName: string): Locator {
    return this.page.getByRole('dialog', { name: this.text.importErrorTitle(fileName) });
  }

  async exportFile(name: string): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.rowCommand(name, this.text.exportFile);
    return download;
  }
}
