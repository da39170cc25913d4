import type { Session } from 'electron';

/**
 * Headroom needs no browser permissions: no camera, location, notifications, clipboard
 * reads, USB or HID. Every request and every check is refused, so a compromised page
 * cannot ask the user for one either.
 */
export function denyPermissionRequest(
  _contents: unknown,
  _permission: string,
  callback: (granted: boolean) => void,
): void {
  callback(false);
}

export function denyPermissionCheck(): boolean {
  return false;
}

export function denyAllPermissions(session: Session): void {
  session.setPermissionRequestHandler(denyPermissionRequest);
  session.setPermissionCheckHandler(denyPermissionCheck);
  // Device pickers (USB, HID, serial) have their own gate; close it too.
  session.setDevicePermissionHandler(denyPermissionCheck);
}
