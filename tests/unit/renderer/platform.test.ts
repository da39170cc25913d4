import { describe, expect, it, vi } from 'vitest';
import { MAX_OPEN_FILE_BYTES, type HeadroomDesktopApi } from '@shared/platform/desktop-api';
import { FileTooLargeError } from '@headroom/renderer/platform/file-too-large-error';
import type { PlatformBridge } from '@headroom/renderer/platform/platform-bridge';
import { isDesktopApi, selectPlatform } from '@headroom/renderer/platform/select-platform';
import {
  acceptAttribute,
  blobForSaveRequest,
  decodeBase64,
  mimeTypeForFileName,
  titleForPdfName,
} from '@headroom/renderer/platform/web/file-types';

const desktopApi: HeadroomDesktopApi = {
  platform: 'electron',
  openFile: async () => null,
  saveFile: async () => ({ saved: true, path: '/tmp/x.json' }),
  printToPdf: async () => ({ saved: true, path: '/tmp/x.pdf' }),
};

const webPlatform: PlatformBridge = {
  platform: 'web',
  openFile: async () => null,
  saveFile: async () => ({ saved: true, reason: 'browser-download' }),
  printToPdf: async () => ({ saved: false, reason: 'print-dialog' }),
};

describe('selectPlatform', () => {
  it('uses the desktop API when the preload provided one, without building the web one', () => {
    const createWeb = vi.fn(() => webPlatform);
    expect(selectPlatform(desktopApi, createWeb)).toBe(desktopApi);
    expect(createWeb).not.toHaveBeenCalled();
  });

  it('falls back to the web implementation when there is no desktop API', () => {
    expect(selectPlatform(undefined, () => webPlatform)).toBe(webPlatform);
  });

  it('does not trust a global that only looks like the desktop API', () => {
    expect(isDesktopApi({ platform: 'electron' })).toBe(false);
    expect(isDesktopApi({ ...desktopApi, platform: 'web' })).toBe(false);
    expect(isDesktopApi(null)).toBe(false);
    expect(isDesktopApi(desktopApi)).toBe(true);
  });
});

describe('web file helpers', () => {
  it('turns dialog filters into an accept list', () => {
    expect(
      acceptAttribute([
        { name: 'Scenario', extensions: ['json', '.JSON'] },
        { name: 'CSV', extensions: ['csv'] },
      ]),
    ).toBe('.json,.csv');
    expect(acceptAttribute(undefined)).toBe('');
  });

  it('picks a MIME type from the file name', () => {
    expect(mimeTypeForFileName('plan.json')).toBe('application/json');
    expect(mimeTypeForFileName('costs.CSV')).toBe('text/csv;charset=utf-8');
    expect(mimeTypeForFileName('report.pdf')).toBe('application/pdf');
    expect(mimeTypeForFileName('README')).toBe('application/octet-stream');
  });

  it('decodes base64 to the exact bytes', () => {
    expect([...decodeBase64('JVBERi0=')]).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d]); // "%PDF-"
  });

  it('builds the download from text or from base64, and refuses an empty request', async () => {
    const text = blobForSaveRequest({ suggestedName: 'a.csv', text: 'GPU,成本\n' });
    expect(text.type).toBe('text/csv;charset=utf-8');
    expect(await text.text()).toBe('GPU,成本\n');

    const binary = blobForSaveRequest({ suggestedName: 'r.pdf', base64: 'JVBERi0=' });
    expect(binary.size).toBe(5);

    expect(() => blobForSaveRequest({ suggestedName: 'empty.json' })).toThrow(
      /neither text nor base64/,
    );
  });

  it('names the print document after the PDF', () => {
    expect(titleForPdfName('Q3 plan.pdf')).toBe('Q3 plan');
    expect(titleForPdfName('notes')).toBe('notes');
  });
});

describe('FileTooLargeError', () => {
  it('reports the file, its size and the shared limit', () => {
    const error = new FileTooLargeError('huge.json', MAX_OPEN_FILE_BYTES + 1);
    expect(error.code).toBe('file-too-large');
    expect(error.limitBytes).toBe(MAX_OPEN_FILE_BYTES);
    expect(error.message).toContain('huge.json');
  });
});
