import { useFormat } from '../i18n/use-format';

/** Money to the cent: a bill's lines are checked against an invoice, and whole units would not add up. */
export function useBillMoney(currency: string): (value: number) => string {
  const format = useFormat();
  return (value) => format.currency(value, currency, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
