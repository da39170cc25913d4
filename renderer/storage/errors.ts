/** A scenario, version or run id that is not (or no longer) in the database. */
export class RecordNotFoundError extends Error {
  constructor(
    readonly kind: 'scenario' | 'version' | 'run',
    readonly id: string,
  ) {
    super(`${kind} ${id} not found`);
    this.name = 'RecordNotFoundError'; // not 'NotFoundError': Dexie would wrap that DOMException name
  }
}
