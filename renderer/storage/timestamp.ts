/** Epoch milliseconds. Numbers (not Date) so rows index, sort and clone without surprises. */
export type Timestamp = number;
