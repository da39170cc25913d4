import { z } from 'zod';
import { Scenario } from './scenario-schema';

/** JSON Schema of the scenario format, for editors that validate *.headroom.json as you type. */
export function scenarioJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(Scenario, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}
