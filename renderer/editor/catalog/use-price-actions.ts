import { format as formatDate } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useDraftStore } from '../draft/draft-context';
import { appendTo, removeAt, setIn } from '../draft/json-path';
import { newPrice, type PriceKind } from '../draft/new-items';

/** Terms tried in turn when a reserved price is added: one month, one year, three years. */
const USUAL_TERMS = [12, 36, 1, 24, 6];

/** Adding and removing an offer's prices; a new price is dated today and sourced to the planner. */
export function usePriceActions(offerIndex: number) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const prices = ['catalog', 'offers', offerIndex, 'prices'] as const;
  const stamp = () => ({
    today: formatDate(new Date(), 'yyyy-MM-dd'),
    source: t('editor.catalog.defaultSource'),
  });

  return {
    add(kind: Exclude<PriceKind, 'reserved'>) {
      const { today, source } = stamp();
      change((doc) => setIn(doc, [...prices, kind], newPrice(kind, today, source)));
    },
    remove(kind: Exclude<PriceKind, 'reserved'>) {
      change((doc) => setIn(doc, [...prices, kind], undefined));
    },
    addReserved(existingTerms: readonly unknown[]) {
      const { today, source } = stamp();
      const term = USUAL_TERMS.find((months) => !existingTerms.includes(months)) ?? 12;
      change((doc) =>
        appendTo(doc, [...prices, 'reserved'], newPrice('reserved', today, source, term)),
      );
    },
    removeReserved(index: number) {
      change((doc) => removeAt(doc, [...prices, 'reserved'], index));
    },
  };
}
