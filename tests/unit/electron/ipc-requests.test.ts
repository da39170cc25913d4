import { describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => ({ app: {}, dialog: {} }));

import { safeFileName } from '@headroom/electron/main/files';
import {
  parseOpenFileRequest,
  parsePrintToPdfRequest,
  parseSaveFileRequest,
} from '@headroom/electron/main/ipc-requests';

describe('request validation', () => {
  it('keeps only known fields of an open request', () => {
    expect(
      parseOpenFileRequest({
        title: 'Open',
        filters: [{ name: 'JSON', extensions: ['json'] }],
        extra: 1,
      }),
    ).toEqual({
      title: 'Open',
      filters: [{ name: 'JSON', extensions: ['json'] }],
    });
    expect(parseOpenFileRequest(undefined)).toEqual({});
  });

  it('refuses filter extensions that are paths or patterns', () => {
    expect(() =>
      parseOpenFileRequest({ filters: [{ name: 'x', extensions: ['../x'] }] }),
    ).toThrow();
    expect(() =>
      parseOpenFileRequest({ filters: [{ name: 'x', extensions: ['.json'] }] }),
    ).toThrow();
    expect(() => parseOpenFileRequest({ filters: 'json' })).toThrow();
  });

  it('needs exactly one kind of content to save', () => {
    expect(parseSaveFileRequest({ suggestedName: 'a.csv', text: '' })).toEqual({
      suggestedName: 'a.csv',
      text: '',
    });
    expect(() => parseSaveFileRequest({ suggestedName: 'a.pdf', base64: 'not base64!' })).toThrow();
    expect(() => parseSaveFileRequest({ suggestedName: 'a.pdf' })).toThrow();
  });

  it('needs HTML and a name to print', () => {
    expect(parsePrintToPdfRequest({ html: '<p>x</p>', suggestedName: 'r.pdf' })).toEqual({
      html: '<p>x</p>',
      suggestedName: 'r.pdf',
    });
    expect(() => parsePrintToPdfRequest({ html: 1, suggestedName: 'r.pdf' })).toThrow();
  });
});

describe('suggested file names', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\x\\plan.json', 'plan.json'],
    ['a:b*c?.csv', 'a_b_c_.csv'],
    ['..', 'headroom-export'],
    ['', 'headroom-export'],
  ])('%s -> %s', (input, expected) => {
    expect(safeFileName(input)).toBe(expected);
  });
});

describe('the bridge offers only Headroom’s own file kinds, every field bounded', () => {
  const save = (extra: Record<string, unknown>) => () => parseSaveFileRequest({ suggestedName: 'plan.headroom.json', text: '{}', ...extra });

  it('accepts a scenario, a backup, CSV, a zip and a PDF', () => {
    for (const name of ['plan.headroom.json', 'library.headroom-backup.json', 'jobs.csv']) {
      expect(parseSaveFileRequest({ suggestedName: name, text: 'x' }).suggestedName).toBe(name);
    }
    for (const name of ['tables.zip', 'report.pdf']) {
      expect(parseSaveFileRequest({ suggestedName: name, base64: 'AAEC' }).suggestedName).toBe(name);
    }
  });

  it('refuses any other kind of file, in the name or in the filters', () => {
    expect(save({ suggestedName: 'setup.exe' })).toThrow(/suggestedName must end in/);
    expect(save({ suggestedName: 'run.sh' })).toThrow();
    expect(save({ suggestedName: 'no-extension' })).toThrow();
    expect(save({ filters: [{ name: 'Programs', extensions: ['exe'] }] })).toThrow(/one of json, csv, zip, pdf/);
    expect(save({ filters: [{ name: 'Anything', extensions: ['*'] }] })).toThrow();
  });

  it('bounds every field', () => {
    expect(save({ suggestedName: `${'a'.repeat(300)}.json` })).toThrow(/longer than 200/);
    expect(save({ title: 't'.repeat(201) })).toThrow();
    expect(save({ filters: Array.from({ length: 5 }, () => ({ name: 'JSON', extensions: ['json'] })) })).toThrow(/At most 4 filters/);
    expect(save({ filters: [{ name: 'n'.repeat(201), extensions: ['json'] }] })).toThrow();
    expect(save({ filters: [{ name: 'JSON', extensions: ['json', 'json', 'json', 'json', 'json'] }] })).toThrow();
    expect(() => parseOpenFileRequest({ filters: [{ name: 'x', extensions: ['exe'] }] })).toThrow();
  });

  it('saves base64 content only as a PDF or a zip, and prints only to a .pdf name', () => {
    expect(() => parseSaveFileRequest({ suggestedName: 'plan.json', base64: 'AAEC' })).toThrow(/Only a .pdf or .zip/);
    expect(() => parsePrintToPdfRequest({ html: '<p>x</p>', suggestedName: 'report.html' })).toThrow();
  });
});
