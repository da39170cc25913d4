import { MAX_LINE_CHARS } from './limits';

/** A line of a file with its 1-based number, or a line too long to keep (its text cut). */
export interface FileLine {
  number: number;
  text: string;
  tooLong: boolean;
}

/**
 * Splits text fed in chunks into lines (LF, CRLF or CR), dropping a leading byte-order mark.
 * A line past MAX_LINE_CHARS is reported once with its start, and the rest of it is skipped
 * as it arrives, so a file of one endless line never builds an endless string.
 */
export class LineReader {
  private partial = '';
  private skipping = false;
  private lineNumber = 0;
  private started = false;
  private endedWithCR = false;

  feed(chunk: string, onLine: (line: FileLine) => void): void {
    let text = chunk;
    if (!this.started) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    // A CRLF split across two chunks: the LF belongs to the line the CR ended.
    if (this.endedWithCR && text.startsWith('\n')) text = text.slice(1);
    this.endedWithCR = false;
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      this.take(text.slice(start, i), onLine, true);
      if (c === 13) {
        if (i + 1 < text.length && text.charCodeAt(i + 1) === 10) i++;
        else if (i + 1 === text.length) this.endedWithCR = true;
      }
      start = i + 1;
    }
    this.take(text.slice(start), onLine, false);
  }

  /** The last line when the file does not end with a newline. */
  finish(onLine: (line: FileLine) => void): void {
    if (this.partial !== '' || this.skipping) this.take('', onLine, true);
  }

  private take(piece: string, onLine: (line: FileLine) => void, ended: boolean): void {
    if (!this.skipping) {
      this.partial += piece;
      if (this.partial.length > MAX_LINE_CHARS) {
        onLine({ number: this.lineNumber + 1, text: this.partial.slice(0, 80), tooLong: true });
        this.partial = '';
        this.skipping = true;
      }
    }
    if (!ended) return;
    this.lineNumber++;
    if (this.skipping) this.skipping = false;
    else onLine({ number: this.lineNumber, text: this.partial, tooLong: false });
    this.partial = '';
  }
}
