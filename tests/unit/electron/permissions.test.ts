import { describe, expect, it, vi } from 'vitest';
import type { Session } from 'electron';

vi.mock('electron', () => ({}));

import { denyAllPermissions } from '@headroom/electron/main/permissions';

type RequestHandler = (
  contents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
  details: unknown,
) => void;
type CheckHandler = (
  contents: unknown,
  permission: string,
  origin: string,
  details: unknown,
) => boolean;

describe('permissions', () => {
  const session = {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    setDevicePermissionHandler: vi.fn(),
  };
  denyAllPermissions(session as unknown as Session);

  it.each([
    'media',
    'geolocation',
    'notifications',
    'clipboard-read',
    'openExternal',
    'fullscreen',
  ])('refuses a %s request', (permission) => {
    const handler = session.setPermissionRequestHandler.mock.calls[0]?.[0] as RequestHandler;
    const callback = vi.fn();
    handler({}, permission, callback, { requestingUrl: 'app://headroom/index.html' });
    expect(callback).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('fails every permission check, even from the app itself', () => {
    const handler = session.setPermissionCheckHandler.mock.calls[0]?.[0] as CheckHandler;
    expect(handler({}, 'clipboard-sanitized-write', 'app://headroom', {})).toBe(false);
    expect(handler(null, 'hid', 'https://example.com', {})).toBe(false);
  });

  it('refuses device access', () => {
    const handler = session.setDevicePermissionHandler.mock.calls[0]?.[0] as (
      details: unknown,
    ) => boolean;
    expect(handler({ deviceType: 'usb', origin: 'app://headroom' })).toBe(false);
  });
});
