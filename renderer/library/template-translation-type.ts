/**
 * What a shipped example says in another language. Only words change: ids, figures and
 * every modelling choice stay those of the file, so a scenario created from a translated
 * template simulates exactly as the file does.
 */
export interface TemplateTranslation {
  name: string;
  description: string;
  /** Names by workload id. */
  workloads: Readonly<Record<string, string>>;
  /** Names by strategy id. */
  strategies: Readonly<Record<string, string>>;
  /** Names by phase id. */
  phases?: Readonly<Record<string, string>>;
}
