import { fieldDomId } from '../fields/field-id';
import { pathAncestors } from './editor-sections';

/**
 * Scrolls to the field at `path` (or, when it has no input of its own, the nearest group
 * that contains it) and focuses it. Returns false when nothing on screen matches yet.
 */
export function focusField(path: string): boolean {
  for (const candidate of pathAncestors(path)) {
    const element = document.getElementById(fieldDomId(candidate));
    if (!element) continue;
    element.scrollIntoView({ block: 'center', behavior: 'smooth' });
    const focusable = element.matches('input, textarea, button, [tabindex]')
      ? element
      : element.querySelector<HTMLElement>('input, textarea, button, [tabindex]');
    focusable?.focus({ preventScroll: true });
    return true;
  }
  return false;
}
