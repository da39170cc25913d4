import { chromium } from '@playwright/test';
import { rmSync } from 'node:fs';
const mode = process.argv[2]; const n = Number(process.argv[3] ?? 6);
const args = ['--no-sandbox','--disable-gpu','--js-flags=--no-opt,--single-threaded-gc,--invocation-count-for-maglev=20000'];
const exe = '/usr/lib/chromium/chromium-headless-shell';
const url = process.argv[4];
async function once(page) {
  const t = Date.now();
  await page.goto(url);
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  return Date.now() - t;
}
const times = [];
if (mode === 'samectx') {
  const browser = await chromium.launch({ executablePath: exe, args });
  const ctx = await browser.newContext({extraHTTPHeaders:{'Accept-Encoding':'identity'}});
  for (let i = 0; i < n; i++) { const p = await ctx.newPage(); times.push(await once(p)); await p.close(); }
  await browser.close();
} else if (mode === 'fresh') {
  const browser = await chromium.launch({ executablePath: exe, args });
  for (let i = 0; i < n; i++) { const ctx = await browser.newContext({extraHTTPHeaders:{'Accept-Encoding':'identity'}}); const p = await ctx.newPage(); times.push(await once(p)); await ctx.close(); }
  await browser.close();
} else {
  rmSync('/tmp/pw-profile', { recursive: true, force: true });
  const ctx = await chromium.launchPersistentContext('/tmp/pw-profile', { executablePath: exe, args, extraHTTPHeaders:{'Accept-Encoding':'identity'} });
  for (let i = 0; i < n; i++) { const p = await ctx.newPage(); times.push(await once(p)); await p.close(); }
  await ctx.close();
}
console.log(mode, times.join(' '));
