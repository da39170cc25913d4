import { describe, expect, it } from 'vitest';
import {
  detectSystemLanguage,
  isAppLanguage,
  parseLanguagePreference,
  resolveLanguage,
} from '@headroom/renderer/i18n/languages';

describe('detectSystemLanguage', () => {
  it.each(['zh', 'zh-CN', 'zh-cn', 'zh-Hans-CN', 'zh-TW', 'ZH-HK', ' zh-SG '])(
    'gives Simplified Chinese for %s',
    (tag) => {
      expect(detectSystemLanguage(tag)).toBe('zh-CN');
    },
  );

  it.each(['en-US', 'en', 'de-DE', 'ja-JP', '', undefined])('gives English for %s', (tag) => {
    expect(detectSystemLanguage(tag)).toBe('en');
  });
});

describe('parseLanguagePreference', () => {
  it('keeps a stored language or "system"', () => {
    expect(parseLanguagePreference('zh-CN')).toBe('zh-CN');
    expect(parseLanguagePreference('en')).toBe('en');
    expect(parseLanguagePreference('system')).toBe('system');
  });

  it('follows the system when nothing or something unknown is stored', () => {
    expect(parseLanguagePreference(null)).toBe('system');
    expect(parseLanguagePreference('fr')).toBe('system');
    expect(parseLanguagePreference('zh')).toBe('system');
  });
});

describe('resolveLanguage', () => {
  it('uses the system language only when the preference is "system"', () => {
    expect(resolveLanguage('system', 'zh-CN')).toBe('zh-CN');
    expect(resolveLanguage('system', 'en')).toBe('en');
    expect(resolveLanguage('en', 'zh-CN')).toBe('en');
    expect(resolveLanguage('zh-CN', 'en')).toBe('zh-CN');
  });
});

describe('isAppLanguage', () => {
  it('accepts exactly the shipped languages', () => {
    expect(isAppLanguage('en')).toBe(true);
    expect(isAppLanguage('zh-CN')).toBe(true);
    expect(isAppLanguage('zh')).toBe(false);
    expect(isAppLanguage(undefined)).toBe(false);
  });
});
