/**
 * Interface text of the library screens, English first; the Chinese object is typed against it
 * so a missing key is a compile error. Composed into the app's messages in en.ts / zh-CN.ts.
 */
export const libraryEn = {};

export const libraryZhCN: typeof libraryEn = {};
