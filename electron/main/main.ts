import path from 'node:path';
import { startMainProcess } from './startup';

/**
 * Headroom's main process: wiring only. Each concern lives in its own module; startup.ts
 * decides the order they start in.
 */

// The bundle is dist/electron/main.cjs: the preload sits beside it and the renderer
// build next door, in the source tree and inside the packaged app alike.
void startMainProcess({
  preloadPath: path.join(__dirname, 'preload.cjs'),
  rendererDir: path.join(__dirname, '..', 'renderer'),
});
