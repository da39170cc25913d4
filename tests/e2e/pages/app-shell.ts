import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The frame every screen sits in: navigation, main region, and what the shell writes on
 * <html> (lang, colour scheme). Screen page objects take one of these.
 */
export class AppShell {
  constructor(readonly page: Page) {}

  /** The narrow-window menu button's accessible name, in either language. */
  readonly menuButtonName = /^(Open navigation|打开导航菜单)$/;

  /** Opens the app at a route, e.g. "/settings", and waits for the screen's heading. */
  async open(path = '/'): Promise<void> {
    await this.page.goto(`/#${path}`);
    await expect(this.heading).toBeVisible();
  }

  async reload(): Promise<void> {
    await this.page.reload();
    await expect(this.heading).toBeVisible();
  }

  get navigation(): Locator {
    return this.page.getByRole('navigation');
  }

  navLink(name: string): Locator {
    return this.navigation.getByRole('link', { name, exact: true });
  }

  /** The current screen's one <h1>. */
  get heading(): Locator {
    return this.page.getByRole('main').getByRole('heading', { level: 1 });
  }

  /** Opens the navigation overlay of a narrow window (wide windows always show it). */
  async openNarrowNavigation(): Promise<void> {
    await this.page.getByRole('banner').getByRole('button', { name: this.menuButtonName }).click();
    await expect(this.navigation).toBeVisible();
  }

  /**
   * Follows a navigation link in a wide window and waits until it is marked as the current
   * page. (In a narrow window the overlay closes on click: use openNarrowNavigation and click.)
   */
  async goTo(linkName: string): Promise<void> {
    await this.navLink(linkName).click();
    await expect(this.navLink(linkName)).toHaveAttribute('aria-current', 'page');
  }

  async expectLanguage(lang: string): Promise<void> {
    await expect(this.page.locator('html')).toHaveAttribute('lang', lang);
  }

  async expectColorScheme(mode: 'light' | 'dark'): Promise<void> {
    await expect(this.page.locator('html')).toHaveAttribute('data-color-scheme', mode);
  }
}
