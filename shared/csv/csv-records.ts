/**
 * A CSV reader fed text in chunks of any size (a chunk may end inside a quoted field, between
 * "\r" and "\n", or inside a doubled quote), for price lists too large to hold whole. It keeps
 * the physical line each record starts on, so every rejected row can be named by its line, and
 * refuses a record past a length limit without holding it (a file of one endless line).
 *
 * papaparse, the project's CSV library, reads a whole string, a browser File or a Node stream,
 * but cannot be fed chunks from a worker's own stream reader and does not report line numbers
 * of records (quoted fields may hold line breaks): hence this small RFC 4180 reader.
 */

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;

type State = 'fieldStart' | 'unquoted' | 'quoted' | 'quoteInQuoted';

export interface CsvRecordSink {
  record(fields: string[], line: number): void;
  /** A record longer than the limit (its text is dropped as it is read). */
  tooLong(line: number, limit: number): void;
  /** The file ended inside a quoted field. */
  unclosedQuote(line: number): void;
}

export class CsvRecordReader {
  private state: State = 'fieldStart';
  private field = '';
  private fields: string[] = [];
  private line = 1;
  private recordLine = 1;
  private recordChars = 0;
  private tooLong = false;
  private lastWasCr = false;
  private started = false;

  constructor(
    private readonly sink: CsvRecordSink,
    readonly maxRecordChars: number,
  ) {}

  push(text: string): void {
    let i = 0;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) i = 1;
    }
    const n = text.length;
    let segment = i;
    while (i < n) {
      const c = text.charCodeAt(i);
      const afterCr = this.lastWasCr;
      this.lastWasCr = c === CR;
      if (c === LF && afterCr && this.state === 'fieldStart') {
        // The "\n" of a "\r\n" whose "\r" already ended the record.
        segment = ++i;
        continue;
      }
      switch (this.state) {
        case 'quoted':
          if (c === QUOTE) {
            this.append(text, segment, i);
            this.state = 'quoteInQuoted';
            segment = i + 1;
          } else if (c === CR || (c === LF && !afterCr)) this.line++;
          i++;
          continue;
        case 'quoteInQuoted':
          if (c === QUOTE) {
            // A doubled quote inside a quoted field stands for one quote.
            this.append('"', 0, 1);
            this.state = 'quoted';
            segment = i + 1;
            i++;
            continue;
          }
          // The quote closed the field; what follows is read as unquoted text (lenient).
          this.state = 'unquoted';
          segment = i;
          break;
        case 'fieldStart':
          if (c === QUOTE) {
            this.state = 'quoted';
            segment = i + 1;
            i++;
            continue;
          }
          this.state = 'unquoted';
          segment = i;
          break;
        case 'unquoted':
          break;
      }
      // Unquoted text: a comma ends the field, a line break ends the record.
      if (c === COMMA) {
        this.append(text, segment, i);
        this.endField();
        segment = i + 1;
      } else if (c === CR || c === LF) {
        this.append(text, segment, i);
        this.endRecord();
        this.line++;
        this.recordLine = this.line;
        segment = i + 1;
      }
      i++;
    }
    if (this.state === 'quoted' || this.state === 'unquoted') this.append(text, segment, n);
  }

  end(): void {
    if (this.state === 'quoted') {
      this.sink.unclosedQuote(this.recordLine);
      this.reset();
      return;
    }
    this.endRecord();
  }

  private append(text: string, from: number, to: number): void {
    if (to <= from) return;
    this.recordChars += to - from;
    if (this.tooLong) return;
    if (this.recordChars > this.maxRecordChars) {
      this.tooLong = true;
      this.field = '';
      this.fields = [];
      return;
    }
    this.field += text.slice(from, to);
  }

  private endField(): void {
    if (this.state === 'fieldStart' || this.state === 'unquoted' || this.state === 'quoteInQuoted') {
      if (!this.tooLong) this.fields.push(this.field);
      this.field = '';
      this.state = 'fieldStart';
      this.recordChars++;
    }
  }

  private endRecord(): void {
    const empty = this.fields.length === 0 && this.field === '' && this.state !== 'quoted';
    if (this.tooLong) this.sink.tooLong(this.recordLine, this.maxRecordChars);
    else if (!empty) {
      this.endField();
      this.sink.record(this.fields, this.recordLine);
    }
    this.reset();
  }

  private reset(): void {
    this.fields = [];
    this.field = '';
    this.state = 'fieldStart';
    this.recordChars = 0;
    this.tooLong = false;
  }
}
