import { Fragment } from 'react';
import { useLanguage } from '../i18n/language-context';
import { reportWords } from './report-words';

/** Marks that open what follows them. */
const OPENERS = /^[(（“‘"'[［]$/;

/**
 * A narrow table header that may wrap only between words: the text split into the language's
 * words (Chinese has no spaces, so Intl.Segmenter finds them) with a break opportunity after
 * each, and the cell styled `word-break: keep-all` (.hr-words). "Turnaround" and "承诺费用" then
 * never break in the middle, at A4 or Letter.
 */
export function WordBreaks({ text }: { text: string }) {
  const { language } = useLanguage();
  const segments = reportWords(text, language);
  return (
    <span className="hr-words">
      {segments.map((segment, i) => (
        <Fragment key={i}>
          {segment}
          {/* No break right after an opening bracket or quote: "(" stays with what it opens. */}
          {i < segments.length - 1 && !OPENERS.test(segment) && <wbr />}
        </Fragment>
      ))}
    </span>
  );
}
