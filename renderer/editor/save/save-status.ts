/** What the editor says about saving, next to undo and redo. */
export type SaveStatus =
  /** Everything is in a version of the scenario. */
  | { state: 'saved'; versionNumber: number; at: number }
  /** Edits made; they are written after a short pause in typing. */
  | { state: 'pending' }
  | { state: 'saving' }
  /**
   * The document has problems, so it is not a version: it is kept on this device (stashed)
   * and the last valid version is what runs. `stashed` is false when the device refused it.
   */
  | { state: 'invalid'; stashed: boolean }
  /** `storageFull`: the browser or the computer refused to store more (a quota refusal). */
  | { state: 'error'; message: string; storageFull: boolean }
  /** Another window saved this scenario meanwhile: nothing is saved until the planner settles it. */
  | { state: 'conflict' };
