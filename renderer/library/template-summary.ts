import { parseScenario } from '@shared/scenario';

/** A scenario shipped with the app (scenarios/*.headroom.json), as the template picker shows it. */
export interface ShippedTemplate {
  /** The file name without folders or extension, e.g. "01-fine-tuning-bare-metal". */
  id: string;
  name: string;
  /** First paragraph of the description: the example's one-line summary. */
  summary: string;
  /** The remaining paragraphs: the claim it tests and how it is modelled. */
  details: string[];
  currency: string;
  horizonDays: number;
  workloadCount: number;
  strategyCount: number;
  /** The file's content as shipped, handed to the library to create a scenario from. */
  document: unknown;
}

/** "../../scenarios/01-fine-tuning-bare-metal.headroom.json" -> "01-fine-tuning-bare-metal". */
export function templateIdFromPath(path: string): string {
  const fileName = path.split('/').pop() ?? path;
  return fileName.replace(/\.headroom\.json$/i, '').replace(/\.json$/i, '');
}

/** A description's paragraphs (separated by blank lines), trimmed, empty ones dropped. */
export function descriptionParagraphs(description: string): string[] {
  return description
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/**
 * The templates from the bundled files, in file-name order (the files are numbered). A file
 * that does not validate is left out rather than offered, since creating from it would fail;
 * a unit test keeps every shipped file valid.
 */
export function summarizeTemplates(modules: Readonly<Record<string, unknown>>): ShippedTemplate[] {
  return Object.keys(modules)
    .sort()
    .flatMap((path) => {
      const document = modules[path];
      const parsed = parseScenario(document);
      if (!parsed.ok) return [];
      const { scenario } = parsed;
      const [summary = '', ...details] = descriptionParagraphs(scenario.description);
      return [
        {
          id: templateIdFromPath(path),
          name: scenario.name,
          summary,
          details,
          currency: scenario.currency,
          horizonDays: scenario.horizonDays,
          workloadCount: scenario.workloads.length,
          strategyCount: scenario.strategies.length,
          document,
        },
      ];
    });
}
