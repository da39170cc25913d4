// Type-checks each runtime against its own libraries (shared: no DOM or Node; renderer: DOM
// and workers; electron: Node; tests: all of it) with TypeScript 7, the native compiler: the
// same checks as TypeScript 6's `tsc`, in well under half the time. ESLint and Vite still use
// TypeScript 6's JavaScript interface (`typescript`), which TypeScript 7 does not offer;
// TypeScript 7 is installed beside it as `typescript-native`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const CONFIGS = ['shared', 'renderer', 'electron', 'tests'];
// The package exports only its manifest, so the compiler is found through its "bin" entry.
const manifest = createRequire(import.meta.url).resolve('typescript-native/package.json');
const tsc = join(dirname(manifest), JSON.parse(readFileSync(manifest, 'utf8')).bin.tsc);

for (const name of CONFIGS) {
  const config = `tsconfig.${name}.json`;
  const result = spawnSync(process.execPath, [tsc, '-p', config, '--noEmit'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Type errors in ${config} (see above).`);
    process.exit(result.status ?? 1);
  }
}
