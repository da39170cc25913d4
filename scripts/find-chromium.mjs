// Finds a Chromium for the end-to-end tests: CHROMIUM_PATH, then Debian's /usr/bin/chromium,
// then a browser Playwright may already have. Never downloads one.
import { existsSync } from 'node:fs';

export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
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
  'No Chromium found for the end-to-end tests: install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium binary.';
