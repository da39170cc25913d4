import { afterEach } from 'vitest';
import { runCleanups } from './render-cleanups';

// Registered for every test file (a setup file runs once a file), see render-cleanups.ts.
afterEach(runCleanups);
