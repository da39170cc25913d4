/** One thing wrong with a scenario, with the field it is about ("workloads[2].gpusPerJob"). */
export interface ScenarioIssue {
  path: string;
  /** English, for the command line and logs. */
  message: string;
  /** zod's issue code ("too_small", "custom", ...), so an interface can word the issue in its own language. */
  code?: string;
  /** What the message is made of: minimum, maximum, expected, received, ...; custom issues carry a `key`. */
  params?: Record<string, unknown>;
}
