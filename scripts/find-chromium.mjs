// Finds a Chromium for the end-to-end tests: CHROMIUM_PATH, then Debian's headless shell
// (`chromium-headless-shell`, the lean headless build: the suite runs about a third faster on
// it than on the full browser, whose extra processes draw a window nobody sees), then Debian's
// /usr/bin/chromium, then a browser Playwright may already have. Never downloads one.
import { existsSync } from 'node:fs';

/** Debian's packages, leanest first. */
const DEBIAN_CHROMIUMS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'];

export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
  }
  const debian = DEBIAN_CHROMIUMS.find((path) => existsSync(path));
  if (debian) return debian;
  try {
    const { chromium } = await import('@playwright/test');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own here; fall through to the message below.
  }
  return undefined;
}

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found for the end-to-end tests: install one (Debian/Ubuntu: `sudo apt-get install chromium-headless-shell`, or `chromium`) or set CHROMIUM_PATH to a Chromium binary.';
