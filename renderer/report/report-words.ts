/** One Han character (the ICU dictionary leaves characters it does not know alone: "占|比"). */
const ONE_HAN = /^\p{Script=Han}$/u;
const ENDS_HAN = /\p{Script=Han}$/u;

/**
 * The words a report's table text may break between. Intl.Segmenter's dictionary splits some
 * Chinese words it does not know into single characters ("占比" as 占|比, "规划期" as 规划|期),
 * so a single Han character stays with the word before it (at the start, with the word after
 * it): a line then never breaks inside such a word, and a particle (的, 后) never starts a line.
 * Other languages' words are Intl.Segmenter's own.
 */
export function reportWords(text: string, language: string): string[] {
  const words: string[] = [];
  let leading = '';
  for (const { segment } of new Intl.Segmenter(language, { granularity: 'word' }).segment(text)) {
    const single = ONE_HAN.test(segment);
    if (single && words.length === 0) leading += segment;
    else if (single && ENDS_HAN.test(words[words.length - 1]!)) words[words.length - 1] += segment;
    else {
      words.push(leading + segment);
      leading = '';
    }
  }
  if (leading !== '') words.push(leading);
  return words;
}
