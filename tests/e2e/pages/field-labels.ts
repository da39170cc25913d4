import type { Page } from '@playwright/test';

/** A field label that does not read whole on screen, and why. */
export interface LabelProblem {
  label: string;
  problem: 'cut' | 'over its unit' | 'under other text';
}

/**
 * Field labels in the main region (or another part of the page, e.g. an open dialog) that
 * are cut off (text wider than the room it has, shown with an ellipsis) or drawn over the
 * field's unit ("Deadline after arrivalh"), or run into by a line of text above the field
 * (a preview sentence with no room under it, drawn across the label on the outline).
 */
export function labelProblems(page: Page, root = 'main'): Promise<LabelProblem[]> {
  return page.evaluate((root) => {
    const problems: { label: string; problem: 'cut' | 'over its unit' | 'under other text' }[] = [];
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    for (const label of document.querySelectorAll(`${root} label`)) {
      if (!shown(label)) continue;
      if (label.scrollWidth > label.clientWidth + 1) {
        problems.push({ label: label.textContent ?? '', problem: 'cut' });
      }
    }
    for (const control of document.querySelectorAll(`${root} .MuiFormControl-root`)) {
      const label = control.querySelector(':scope > label');
      const unit = control.querySelector('.MuiInputAdornment-root');
      if (!label || !unit || !shown(label) || !shown(unit)) continue;
      const a = label.getBoundingClientRect();
      const b = unit.getBoundingClientRect();
      // A label on the outline above the input touches the unit's box by a pixel at most;
      // one drawn inside the input shares the unit's line.
      const slack = 2;
      const overlap =
        a.left < b.right - slack &&
        b.left < a.right - slack &&
        a.top < b.bottom - slack &&
        b.top < a.bottom - slack;
      if (overlap) problems.push({ label: label.textContent ?? '', problem: 'over its unit' });
    }
    // Paragraphs of text outside any field: none may cross a field's label.
    const texts = [...document.querySelectorAll(`${root} p`)].filter(
      (p) => shown(p) && !p.closest('.MuiFormControl-root') && (p.textContent ?? '').trim() !== '',
    );
    for (const label of document.querySelectorAll(`${root} .MuiFormControl-root > label`)) {
      if (!shown(label)) continue;
      const a = label.getBoundingClientRect();
      for (const text of texts) {
        if (text.contains(label) || label.contains(text)) continue;
        // Each line of the paragraph, not its box: a wrapped line's box is wider than its words.
        const range = document.createRange();
        range.selectNodeContents(text);
        const hit = [...range.getClientRects()].some(
          (b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 2 && b.top < a.bottom - 2,
        );
        if (hit) {
          problems.push({ label: label.textContent ?? '', problem: 'under other text' });
          break;
        }
      }
    }
    return problems;
  }, root);
}
