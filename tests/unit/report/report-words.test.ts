import { describe, expect, it } from 'vitest';
import { reportWords } from '@headroom/renderer/report/report-words';

describe('the words a report table may break between', () => {
  it.each([
    ['未能服务的请求占比', ['未能', '服务的', '请求占比']],
    ['规划期后的承诺费用', ['规划期后的', '承诺', '费用']],
    ['每个任务的 GPU 数', ['每个任务的', ' ', 'GPU', ' ', '数']],
    ['训练阶段', ['训练', '阶段']],
  ])('never splits a Chinese word the dictionary leaves in characters: %s', (text, words) => {
    expect(reportWords(text, 'zh-CN')).toEqual(words);
    expect(reportWords(text, 'zh-CN').join('')).toBe(text);
  });

  it('keeps English words as they are', () => {
    expect(reportWords('Commitment after the horizon', 'en')).toEqual(['Commitment', ' ', 'after', ' ', 'the', ' ', 'horizon']);
  });
});
