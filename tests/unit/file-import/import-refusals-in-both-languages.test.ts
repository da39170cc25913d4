import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { importJobText, JobFileError, type JobRefusal, type JobRefusalCode } from '@shared/job-import';
import { importTrafficText, TrafficFileError, type TrafficRefusal, type TrafficRefusalCode } from '@shared/traffic-import';
import { createI18n } from '@headroom/renderer/i18n/create-i18n';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';
import { jobRefusalText, trafficRefusalText } from '@headroom/renderer/file-import/refusal-text';

const CJK = /[\u4e00-\u9fff]/;
/** English words of the refusals' sentences: none may be left in a Chinese one. */
const ENGLISH_WORDS = /\b(line|rows?|rejected|header|expected|jobs?|batches|span|file|may|most|more|than|read|deeper|levels?)\b/i;

const tOf = (language: AppLanguage): TFunction => {
  const i18n = createI18n(language);
  return i18n.t.bind(i18n) as TFunction;
};
const zh = tOf('zh-CN');
const en = tOf('en');

const trafficOptions = { utcOffsetMinutes: 0, slotsPerDay: 24, valueMeaning: 'rate' as const };
const jobOptions = { utcOffsetMinutes: 0, kind: 'training' as const };

function trafficRefusal(text: string): TrafficFileError {
  try {
    importTrafficText(text, trafficOptions);
  } catch (error) {
    if (error instanceof TrafficFileError) return error;
    throw error;
  }
  throw new Error('the file was read');
}

function jobRefusal(text: string, kind: 'training' | 'batch' = 'training'): JobFileError {
  try {
    importJobText(text, { ...jobOptions, kind });
  } catch (error) {
    if (error instanceof JobFileError) return error;
    throw error;
  }
  throw new Error('the log was read');
}

/** What a worker posts for a refusal, as the import workers build it. */
const posted = <E extends TrafficFileError | JobFileError>(error: E) => ({ problem: error.problem, line: error.line, message: error.message, refusal: error.refusal }) as {
  problem: E['problem'];
  line: number | null;
  message: string;
  refusal: E['refusal'];
};

/** Every reason code with values as the importers give them (the limits' own files are too large to build here). */
const TRAFFIC_REFUSALS: Record<TrafficRefusalCode, TrafficRefusal['values']> = {
  tooLarge: { limit: '1024' },
  fileTooLarge: { size: '2048', limit: '1024' },
  tooManyRequests: { limit: '20,000,000' },
  tooManySamples: { limit: '2,500,000' },
  tooManyRejected: { limit: '100,000' },
  badJson: { message: 'Unexpected token' },
  tooDeep: { depth: '65', line: '3', limit: '64' },
  noRowRead: { rejected: '3', line: '2', reason: 'badTime', text: 'yesterday', header: 'history', time: 'when', value: 'hits' },
  spanTooLong: { days: '10,957', limit: '800' },
};

const JOB_REFUSALS: Record<JobRefusalCode, JobRefusal['values']> = {
  tooLarge: { limit: '512' },
  fileTooLarge: { size: '900', limit: '512' },
  headerTooLong: { limit: '65,536' },
  tooManyRows: { limit: '5,000,000' },
  tooManyRejected: { limit: '100,000' },
  noRowRead: { rejected: '2', line: '2', reason: 'badGpus', text: '2026-01-05 10:00,lots,3' },
  tooFewJobs: { unit: 'batches', count: '1' },
  tooShort: { unit: 'jobs', group: 'team-a', span: '3', spanUnit: 'h', minimum: '1' },
};

describe('every traffic refusal is worded in the screen’s language', () => {
  for (const [code, values] of Object.entries(TRAFFIC_REFUSALS) as [TrafficRefusalCode, TrafficRefusal['values']][]) {
    it(code, () => {
      const refused = { problem: 'noSamples' as const, line: 7, message: 'the English of the command line', refusal: { code, values } };
      const chinese = trafficRefusalText(zh, 'traffic.csv', refused);
      const english = trafficRefusalText(en, 'traffic.csv', refused);
      expect(chinese).toMatch(CJK);
      expect(chinese.replace(/“[^”]*”/g, '').replace('traffic.csv', '')).not.toMatch(ENGLISH_WORDS);
      expect(english).not.toMatch(CJK);
      for (const value of Object.values(values).filter((v) => /\d/.test(v))) {
        expect(chinese).toContain(value);
        expect(english).toContain(value);
      }
      expect(chinese).not.toContain('{{');
      expect(chinese).not.toMatch(/[。：] /); // Chinese sentences follow one another with no space
      expect(english).not.toContain('{{');
    });
  }
});

describe('every job log refusal is worded in the screen’s language', () => {
  for (const [code, values] of Object.entries(JOB_REFUSALS) as [JobRefusalCode, JobRefusal['values']][]) {
    it(code, () => {
      const refused = { problem: 'noJobs' as const, line: null, message: 'the English of the command line', refusal: { code, values } };
      const chinese = jobRefusalText(zh, 'jobs.csv', refused);
      const english = jobRefusalText(en, 'jobs.csv', refused);
      expect(chinese).toMatch(CJK);
      expect(chinese.replace(/“[^”]*”/g, '').replace('jobs.csv', '')).not.toMatch(ENGLISH_WORDS);
      expect(english).not.toMatch(CJK);
      for (const value of Object.values(values).filter((v) => /\d/.test(v))) {
        expect(chinese).toContain(value);
        expect(english).toContain(value);
      }
      expect(chinese).not.toContain('{{');
      expect(chinese).not.toMatch(/[。：] /); // Chinese sentences follow one another with no space
      expect(english).not.toContain('{{');
    });
  }
});

describe('a refused file names the line and what was expected, in Chinese too', () => {
  it('a traffic file whose header is not recognised', () => {
    const error = trafficRefusal('Zeit,Anfragen\nMontag 08:00,5\nMontag 09:00,6\n');
    expect(error.message).toContain('the header was read as time column "Zeit" and value column "Anfragen"');
    const refused = posted(error);
    const chinese = trafficRefusalText(zh, 'traffic.csv', refused);
    expect(chinese).toContain('第 2 行');
    expect(chinese).toContain('不是时间戳');
    expect(chinese).toContain('“Montag 08:00”');
    expect(chinese).toContain('时间列“Zeit”和数值列“Anfragen”');
    expect(chinese).toContain('应为时间（如 2026-03-02T08:00:00Z）和请求数');
    expect(trafficRefusalText(en, 'traffic.csv', refused)).toContain('the first is line 2: Not a timestamp: “Montag 08:00”');
  });

  it('a traffic file of relative times, a request log, and JSON that nests too deep', () => {
    const relative = trafficRefusal('time,requests\n0,5\n60,6\n');
    const relativeText = trafficRefusalText(zh, 't.csv', posted(relative));
    expect(relativeText).toContain('第 2 行');
    expect(relativeText).toContain('相对于轨迹起点的秒数');
    const log = trafficRefusal('TIMESTAMP,ContextTokens,GeneratedTokens\nsoon,10,20\n');
    expect(trafficRefusalText(zh, 'log.csv', posted(log))).toContain('请求日志：时间列“TIMESTAMP”，输入 token 列“ContextTokens”，输出 token 列“GeneratedTokens”');
    const deep = trafficRefusal(`{"a":\n${'['.repeat(100)}`);
    const deepText = trafficRefusalText(zh, 'deep.json', posted(deep));
    expect(deepText).toContain('第 2 行达到第 65 层');
    expect(deepText).not.toContain('问题出在'); // the reason names the line already
  });

  it('a job log whose run time is in seconds but not a number, and one too short to fit', () => {
    const error = jobRefusal('submit_time,gpus,runtime_seconds\n2026-01-05 10:00,4,-5\n2026-01-06 10:00,4,abc\n');
    expect(error.message).toContain('line 2: run time is not above 0');
    const chinese = jobRefusalText(zh, 'jobs.csv', posted(error));
    expect(chinese).toContain('第 2 行');
    expect(chinese).toContain('运行时长不是按该列单位');
    const short = jobRefusal('submit_time,gpus,run_hours\n2026-01-05 10:00,4,1\n2026-01-05 13:00,4,1\n');
    const shortText = jobRefusalText(zh, 'jobs.csv', posted(short));
    expect(shortText).toContain('全部行的任务从第一次提交到最后一次提交只跨越 3 小时');
    expect(jobRefusalText(en, 'jobs.csv', posted(short))).toContain('The jobs of all rows span 3 h');
  });

  it('a job log header with no GPUs column names its line', () => {
    const error = jobRefusal('submit_time,cards,run_hours\n2026-01-05 10:00,4,1\n');
    expect(error.refusal).toBeNull();
    expect(jobRefusalText(zh, 'jobs.csv', posted(error))).toContain('问题出在第 1 行');
  });
});
