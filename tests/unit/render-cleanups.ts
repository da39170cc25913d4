/**
 * What a test rendered, to remove after it. Kept apart from the render helpers and emptied by
 * a setup file (tests/unit/after-each-cleanup.ts) after every test of every file: test files
 * share loaded modules, so an `afterEach` a helper registered when it was first imported would
 * run for the first file that imported it only, and later files would leave their screens in
 * the document for the next test to find.
 */
const cleanups: (() => void)[] = [];

export function afterThisTest(cleanup: () => void): void {
  cleanups.push(cleanup);
}

export function runCleanups(): void {
  cleanups.splice(0).forEach((cleanup) => cleanup());
}
