import { describe, expect, it } from 'vitest';
import { isPdfTimeout } from '@headroom/renderer/report/pdf-error';
import { MESSAGES } from '@headroom/renderer/i18n/resources';
import { PDF_TIMED_OUT_MARK } from '@shared/platform/desktop-api';

describe('a PDF export that timed out', () => {
  it('is told apart from other failures after crossing IPC', () => {
    const crossed = new Error(
      `Error invoking remote method 'headroom:print-to-pdf': Error: ${PDF_TIMED_OUT_MARK}: the report took more than 60 s to turn into a PDF and was stopped; nothing was saved.`,
    );
    expect(isPdfTimeout(crossed)).toBe(true);
    expect(isPdfTimeout(new Error("Error invoking remote method 'headroom:print-to-pdf': Error: ENOSPC"))).toBe(false);
    expect(isPdfTimeout('nothing')).toBe(false);
  });

  it('is worded in both languages, with the seconds it waited', () => {
    expect(MESSAGES.en.report.export.timedOut).toContain('{{seconds}}');
    expect(MESSAGES['zh-CN'].report.export.timedOut).toContain('{{seconds}}');
    expect(MESSAGES['zh-CN'].report.export.timedOut).not.toBe(MESSAGES.en.report.export.timedOut);
  });
});
