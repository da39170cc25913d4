import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The packaging settings, read from electron-builder.yml as electron-builder reads them:
 * the `electronFuses` block (flat `key: value` lines) and anything that would switch asar off.
 */
const yml = readFileSync('electron-builder.yml', 'utf8');

function block(name: string): Record<string, string> {
  const lines = yml.split('\n');
  const start = lines.findIndex((line) => line === `${name}:`);
  expect(start, `${name} block`).toBeGreaterThanOrEqual(0);
  const out: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    const m = /^ {2}([A-Za-z]+):\s*(\S+)\s*$/.exec(line);
    if (!m) break;
    out[m[1]!] = m[2]!;
  }
  return out;
}

describe('Electron fuses in packaging', () => {
  const fuses = block('electronFuses');

  it('checks app.asar against its embedded hash and loads the app only from it', () => {
    expect(fuses.enableEmbeddedAsarIntegrityValidation).toBe('true');
    expect(fuses.onlyLoadAppFromAsar).toBe('true');
  });

  it('keeps the binary from being repurposed as Node or a debugger target', () => {
    expect(fuses).toMatchObject({
      runAsNode: 'false',
      enableNodeOptionsEnvironmentVariable: 'false',
      enableNodeCliInspectArguments: 'false',
      grantFileProtocolExtraPrivileges: 'false',
    });
  });

  it('sets every security fuse, and only those listed here, to its safe value', () => {
    // Each fuse electron-builder.yml sets, with the value that closes what it guards.
    const SAFE: Record<string, string> = {
      runAsNode: 'false', // ELECTRON_RUN_AS_NODE would turn the app into a plain Node runtime
      enableNodeOptionsEnvironmentVariable: 'false', // NODE_OPTIONS could inject code at start
      enableNodeCliInspectArguments: 'false', // --inspect would open a debugger port
      enableEmbeddedAsarIntegrityValidation: 'true', // app.asar checked against its signed hash
      onlyLoadAppFromAsar: 'true', // no app code from a loose folder beside the asar
      enableCookieEncryption: 'true', // cookies on disk encrypted with the OS key store
      grantFileProtocolExtraPrivileges: 'false', // file:// gets no more than any web origin
    };
    expect(fuses).toEqual(SAFE);
  });

  it('leaves asar packaging and its integrity hash on (the fuse needs both)', () => {
    expect(yml).not.toMatch(/^asar:\s*false/m);
    expect(yml).not.toMatch(/disableIntegrity:\s*true/);
  });
});
