import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY as HEADER } from '@headroom/electron/main/security';
import { META_CONTENT_SECURITY_POLICY } from '@shared/platform/content-security-policy';

vi.mock('electron', () => ({}));

const directives = (policy: string) => policy.split(';').map((d) => d.trim());

describe('one content security policy for the page and the desktop header', () => {
  it('writes the page meta policy from the same source (no second hand-written policy in index.html)', () => {
    const html = readFileSync('renderer/index.html', 'utf8');
    expect(html).toContain('content="__HEADROOM_CSP__"');
    expect(html).not.toMatch(/default-src/);
  });

  it('differs from the header only by what a meta tag cannot carry', () => {
    const header = directives(HEADER);
    const meta = directives(META_CONTENT_SECURITY_POLICY);
    expect(header.filter((d) => !meta.includes(d))).toEqual(["frame-ancestors 'none'"]);
    expect(meta.every((d) => header.includes(d))).toBe(true);
    expect(meta).toContain("font-src 'self' data:");
  });
});
