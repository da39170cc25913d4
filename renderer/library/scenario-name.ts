/** Longest name the scenario format accepts (scenario-schema: name max 200). */
export const MAX_SCENARIO_NAME_LENGTH = 200;

export type NameProblem =
  | { key: 'library.rename.empty'; values?: undefined }
  | { key: 'library.rename.tooLong'; values: { max: number } };

/** Why a typed name cannot be saved, as a message key, or null when it can. */
export function nameProblem(name: string): NameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return { key: 'library.rename.empty' };
  if (trimmed.length > MAX_SCENARIO_NAME_LENGTH) {
    return { key: 'library.rename.tooLong', values: { max: MAX_SCENARIO_NAME_LENGTH } };
  }
  return null;
}
