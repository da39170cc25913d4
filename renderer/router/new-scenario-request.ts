import { takeAddressRequest, withAddressRequest } from './address-request';

/**
 * "This scenario was just created" carried in an editor address (`#/scenarios/x?new=1`): the
 * library opens a scenario made from a template or from blank this way, and the editor puts
 * the planner in its name field, ready to make it their own. Read once, like a run request.
 */
const QUERY = 'new=1';

export function withNewScenarioRequest(path: string): string {
  return withAddressRequest(path, QUERY);
}

export function takeNewScenarioRequest(): boolean {
  return takeAddressRequest(QUERY);
}
