import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScenario } from '@shared/scenario';
import type { DraftDocument } from '@headroom/renderer/editor/draft/draft-document';

// From the module's own path as text: under happy-dom, URL is the DOM's, which node:url refuses.
const dir = join(dirname(fileURLToPath(import.meta.url)), '../../../scenarios/');

/** A shipped template as the editor holds it: parsed, so every default is filled in. */
export function template(file = '01-fine-tuning-bare-metal.headroom.json'): DraftDocument {
  const parsed = parseScenario(JSON.parse(readFileSync(dir + file, 'utf8')));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}

/** The one with phases, all four workload kinds' neighbours and several strategies. */
export const STARTUP = '06-startup-dev-to-prod.headroom.json';
