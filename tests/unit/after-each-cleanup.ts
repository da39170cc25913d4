import fc from 'fast-check';
import { afterEach } from 'vitest';
import { runCleanups } from './render-cleanups';

// Registered for every test file (a setup file runs once a file), see render-cleanups.ts.
afterEach(runCleanups);

// Property and fuzz tests draw the same cases on every run, so a red run can be replayed and a
// green one does not turn red on a later, unrelated change. HEADROOM_FC_SEED=N draws another set;
// HEADROOM_FC_SEED=random draws a new one each run (fast-check prints the seed of a failure).
const seedSetting = process.env.HEADROOM_FC_SEED;
if (seedSetting !== 'random') fc.configureGlobal({ seed: Number(seedSetting) || 20_261_207 });
