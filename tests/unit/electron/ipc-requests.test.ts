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
