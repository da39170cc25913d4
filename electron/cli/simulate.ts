/**
 * `npm run simulate -- <scenario.headroom.json> [options]`: runs a scenario's strategies
 * through the simulator and prints them side by side (or JSON / CSV). See USAGE in args.ts.
 */
import { simulateScenario } from '@shared/analysis';
import { runCli } from './main';
import { nodeIo } from './node-io';

process.exitCode = await runCli(process.argv.slice(2), nodeIo(), simulateScenario);
