import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseScenario } from '@shared/scenario';
import type { DraftDocument } from '@headroom/renderer/editor/draft/draft-document';

const dir = fileURLToPath(new URL('../../../scenarios/', import.meta.url));

/** A shipped template as the editor holds it: parsed, so every default is filled in. */
export function template(file = '01-fine-tuning-bare-metal.headroom.json'): DraftDocument {
  const parsed = parseScenario(JSON.parse(readFileSync(dir + file, 'utf8')));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}

/** The one with phases, all four workload kinds' neighbours and several strategies. */
export const STARTUP = '06-startup-dev-to-prod.headroom.json';
