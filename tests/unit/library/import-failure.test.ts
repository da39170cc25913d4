import { describe, expect, it } from 'vitest';
import { failureFromOpenError, megabytes } from '@headroom/renderer/library/import-failure';
import { nameProblem } from '@headroom/renderer/library/scenario-name';
import { FileTooLargeError } from '@headroom/renderer/platform/file-too-large-error';

describe('failureFromOpenError', () => {
  it('recognises the web picker’s size refusal', () => {
    expect(failureFromOpenError(new FileTooLargeError('big.json', 9_000_000, 5_242_880))).toEqual({
      kind: 'tooLarge',
      fileName: 'big.json',
      sizeBytes: 9_000_000,
      limitBytes: 5_242_880,
    });
  });

  it('recognises the desktop app’s size refusal from its message after IPC', () => {
    const error = new Error(
      "Error invoking remote method 'headroom:open-file': FileTooLargeError: my plan.json is 7340032 bytes; the limit is 5242880 bytes.",
    );
    expect(failureFromOpenError(error)).toEqual({
      kind: 'tooLarge',
      fileName: 'my plan.json',
      sizeBytes: 7_340_032,
      limitBytes: 5_242_880,
    });
  });

  it('passes any other failure on with its own words', () => {
    expect(failureFromOpenError(new Error('EACCES: permission denied'))).toEqual({
      kind: 'unreadable',
      fileName: null,
      detail: 'EACCES: permission denied',
    });
    expect(failureFromOpenError('odd')).toMatchObject({ kind: 'unreadable', detail: 'odd' });
  });
});

describe('megabytes', () => {
  it('rounds to one decimal', () => {
    expect(megabytes(5 * 1024 * 1024)).toBe(5);
    expect(megabytes(7_340_032)).toBe(7);
    expect(megabytes(7_500_000)).toBe(7.2);
  });
});

describe('nameProblem', () => {
  it('refuses empty and blank names', () => {
    expect(nameProblem('')?.key).toBe('library.rename.empty');
    expect(nameProblem('   ')?.key).toBe('library.rename.empty');
  });

  it('refuses names longer than the format allows, counted without outer spaces', () => {
    expect(nameProblem('x'.repeat(200))).toBeNull();
    expect(nameProblem(` ${'x'.repeat(200)} `)).toBeNull();
    expect(nameProblem('x'.repeat(201))).toEqual({
      key: 'library.rename.tooLong',
      values: { max: 200 },
    });
  });

  it('accepts any other name, in any script', () => {
    expect(nameProblem('微调：共享实例 vs 物理服务器')).toBeNull();
  });
});
