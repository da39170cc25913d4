// Rewrites every shipped scenario in scenarios/ in the current format, through the same
// migration chain an imported file goes through (the app and the command line read older
// files anyway; the shipped ones should show a reader the format the app writes).
//   npx tsx scripts/upgrade-scenarios.ts          upgrade in place
//   npx tsx scripts/upgrade-scenarios.ts --check  exit 1 if any file is not in the current format
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CURRENT_SCHEMA_VERSION, parseScenario } from '@shared/scenario';
import { migrateScenario } from '@shared/scenario/migrate';

const dir = fileURLToPath(new URL('../scenarios/', import.meta.url));
const check = process.argv.includes('--check');
let stale = 0;
for (const name of readdirSync(dir).filter((f) => f.endsWith('.headroom.json')).sort()) {
  const raw: unknown = JSON.parse(readFileSync(dir + name, 'utf8'));
  const migrated = migrateScenario(raw);
  if (!migrated.ok) throw new Error(`${name}: ${migrated.path}: ${migrated.message}`);
  if (migrated.fromVersion === CURRENT_SCHEMA_VERSION) continue;
  const parsed = parseScenario(migrated.doc);
  if (!parsed.ok) throw new Error(`${name}: ${JSON.stringify(parsed.issues)}`);
  stale++;
  if (check) {
    console.log(`${name}: format ${migrated.fromVersion}, the current format is ${CURRENT_SCHEMA_VERSION}`);
    continue;
  }
  writeFileSync(dir + name, `${JSON.stringify(migrated.doc, null, 2)}\n`);
  console.log(`${name}: format ${migrated.fromVersion} → ${CURRENT_SCHEMA_VERSION}`);
}
if (check && stale > 0) process.exit(1);
