import { linear, linePath } from './scale';

/** A traffic curve drawn small (24 h), with its peak written beside it. */
export function Sparkline({ values, label }: { values: readonly number[]; label: string }) {
  const w = 120;
  const h = 28;
  const max = Math.max(0, ...values);
  const x = linear(0, Math.max(1, values.length - 1), 1, w - 1);
  const y = linear(0, max || 1, h - 2, 2);
  const d = linePath(
    values.map((_, i) => x(i)),
    values.map(y),
  );
  return (
    <svg
      className="hr-spark"
      width={w}
      height={h}
      viewBox={`0 0 ${w} ${h}`}
      role="img"
      aria-label={label}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title>{label}</title>
      <path d={`${d}L${x(values.length - 1)} ${h - 1}L1 ${h - 1}Z`} fill="#dbe7f5" stroke="none" />
      <path d={d} fill="none" stroke="#2b6cb0" strokeWidth={1.2} />
    </svg>
  );
}
