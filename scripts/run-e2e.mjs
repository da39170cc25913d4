// Runs the Playwright end-to-end suite against the built renderer in a local Chromium.
import { spawnSync } from 'node:child_process';
import { findChromium, NO_CHROMIUM_MESSAGE } from './find-chromium.mjs';

const chromiumPath = await findChromium().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
if (!chromiumPath) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromiumPath },
});
process.exit(result.status ?? 1);
