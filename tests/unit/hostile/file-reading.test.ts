import { existsSync } from 'node:fs';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readScenarioFile } from '@headroom/electron/cli/node-io';
import {
  checkScenarioBytes,
  cutMessage,
  decodeScenarioFile,
  formatIssues,
  MAX_SCENARIO_FILE_BYTES,
  parseScenario,
  parseScenarioText,
  parseSpotTraceText,
} from '@shared/scenario';
import { mutable } from '../scenario/fixture';

const temp = mkdtempSync(path.join(tmpdir(), 'headroom-hostile-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const json = JSON.stringify(mutable());
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

describe('scenario file bytes: one check for the command line, the desktop app and the web page', () => {
  it('accepts UTF-8 with a byte-order mark, and the text parses', () => {
    const decoded = decodeScenarioFile(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(json)]));
    expect(decoded.ok && parseScenarioText(decoded.text).ok).toBe(true);
    // Text that kept its mark (from a platform that decoded it already) parses too.
    expect(parseScenarioText(`\uFEFF${json}`).ok).toBe(true);
  });

  it.each([
    ['UTF-16 LE with a mark', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(json, 'utf16le')])],
    ['UTF-16 LE without a mark', Buffer.from(json, 'utf16le')],
    ['UTF-16 BE with a mark', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(json, 'utf16le').swap16()])],
  ])('refuses %s, saying it is UTF-16', (_, bytes) => {
    const decoded = decodeScenarioFile(new Uint8Array(bytes));
    expect(decoded).toMatchObject({ ok: false, message: expect.stringMatching(/UTF-16.*save it as UTF-8/) });
  });

  it('refuses bytes that are not UTF-8 (a GBK file) instead of garbling them', () => {
    const gbk = new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xc4, 0xe3, 0xba, 0xc3, 0x22, 0x7d]);
    expect(decodeScenarioFile(gbk)).toMatchObject({ ok: false, message: expect.stringMatching(/not UTF-8/) });
  });

  it('counts the limit in bytes: a Chinese file under 5 M characters but over 5 MB is refused', () => {
    const text = `{"name":"${'中'.repeat(1_800_000)}"}`;
    expect(text.length).toBeLessThan(MAX_SCENARIO_FILE_BYTES);
    const result = parseScenarioText(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]!.message).toMatch(/larger than 5 MB/);
    expect(checkScenarioBytes(utf8(text))).toMatchObject({ ok: false });
  });

  it('stops reading at the limit: /dev/zero is refused without reading it to the end', async () => {
    if (!existsSync('/dev/zero')) return;
    await expect(readScenarioFile('/dev/zero')).rejects.toThrow(/larger than 5 MB/);
  });

  it('reads a file with a mark from disk, and refuses a UTF-16 one by name', async () => {
    const withMark = path.join(temp, 'mark.json');
    writeFileSync(withMark, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(json)]));
    expect(parseScenarioText(await readScenarioFile(withMark)).ok).toBe(true);
    const wide = path.join(temp, 'wide.json');
    writeFileSync(wide, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(json, 'utf16le')]));
    await expect(readScenarioFile(wide)).rejects.toThrow(/UTF-16/);
  });
});

describe('messages quote values cut to a readable length', () => {
  it('a 4.9 MB id gives a short message', () => {
    const doc = mutable();
    doc.workloads[0].id = 'x'.repeat(4_900_000);
    const result = parseScenario(doc);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const text = formatIssues(result.issues);
      expect(text.length).toBeLessThan(4096);
      for (const issue of result.issues) for (const v of Object.values(issue.params ?? {})) if (typeof v === 'string') expect(v.length).toBeLessThan(200);
    }
  });

  it('cuts each quoted value and the message as a whole', () => {
    const message = cutMessage(`workload "${'a'.repeat(10_000)}" is unknown`);
    expect(message.length).toBeLessThan(300);
    expect(message).toMatch(/more characters/);
    expect(cutMessage('short "id"')).toBe('short "id"');
  });
});

describe('spot traces from hostile files', () => {
  it('refuses an array nested 5,000 deep instead of throwing a RangeError', () => {
    expect(() => parseSpotTraceText('['.repeat(5000) + ']'.repeat(5000))).not.toThrow();
    // Refused by the depth limit before JSON.parse builds the 5,000 levels.
    expect(parseSpotTraceText('['.repeat(5000) + ']'.repeat(5000))).toMatchObject({ ok: false, problem: 'unknownJson' });
    expect(parseSpotTraceText(`{"data":[${'['.repeat(5000)}${']'.repeat(5000)}]}`)).toMatchObject({ ok: false });
  });
});
