import { takeAddressRequest, withAddressRequest } from './address-request';

/**
 * "Run this now" carried in a results address (`#/scenarios/x/results?run=now`): the editor's
 * Run goes there, and the results screen starts the run on arrival, once.
 */
const QUERY = 'run=now';

/** The path with the request to run on arrival. */
export function withRunRequest(path: string): string {
  return withAddressRequest(path, QUERY);
}

/** Whether the address asks to run now; the request is removed from the address as it is read. */
export function takeRunRequest(): boolean {
  return takeAddressRequest(QUERY);
}
