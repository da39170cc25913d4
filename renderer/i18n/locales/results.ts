/**
 * Interface text of the results screens, English first; the Chinese object is typed against it
 * so a missing key is a compile error. Composed into the app's messages in en.ts / zh-CN.ts.
 */
export const resultsEn = {};

export const resultsZhCN: typeof resultsEn = {};
