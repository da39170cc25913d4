import { describe, expect, it } from 'vitest';
import { CsvRecordReader } from '@shared/csv/csv-records';

function records(text: string, chunk: number, max = 1000) {
  const out: { fields: string[]; line: number }[] = [];
  const problems: string[] = [];
  const reader = new CsvRecordReader(
    {
      record: (fields, line) => out.push({ fields, line }),
      tooLong: (line) => problems.push(`long@${line}`),
      unclosedQuote: (line) => problems.push(`open@${line}`),
    },
    max,
  );
  for (let i = 0; i < text.length; i += chunk) reader.push(text.slice(i, i + chunk));
  reader.end();
  return { out, problems };
}

describe('CsvRecordReader', () => {
  const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""",3\r\n\r\n"two\nlines",q,\nlast,row,end';
  it.each([1, 2, 3, 7, 1000])('reads the same records whatever the chunk size (%i)', (chunk) => {
    const { out, problems } = records(text, chunk);
    expect(problems).toEqual([]);
    expect(out).toEqual([
      { fields: ['a', 'b', 'c'], line: 1 },
      { fields: ['x, y', 'say "hi"', '3'], line: 2 },
      { fields: ['two\nlines', 'q', ''], line: 4 },
      { fields: ['last', 'row', 'end'], line: 6 },
    ]);
  });

  it('refuses a record past the limit without keeping it, then goes on', () => {
    const { out, problems } = records(`a,b\n${'x'.repeat(5000)},1\nc,d\n`, 64, 100);
    expect(problems).toEqual(['long@2']);
    expect(out.map((r) => r.line)).toEqual([1, 3]);
  });

  it('names the line of a quoted field the file never closes', () => {
    const { problems } = records('a,b\n1,"open\nmore', 5);
    expect(problems).toEqual(['open@2']);
  });
});
