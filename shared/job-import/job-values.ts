import { MAX_JOB_GPUS, MAX_JOB_HOURS } from './limits';

/** GPUs of one job: a whole number from 1 to MAX_JOB_GPUS ("8", "8.0"), else null. */
export function readGpus(text: string): number | null {
  const t = text.trim();
  if (!/^\d+(\.0+)?$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= MAX_JOB_GPUS ? n : null;
}

/**
 * A run time in seconds: a plain number of the column's unit ("2.5" hours), or a scheduler's
 * clock form ("02:30:00", "1-02:30:00" with days, as Slurm's Elapsed), else null. Zero, negative
 * and past MAX_JOB_HOURS are null: a job that ran no time says nothing about sizes.
 */
export function readRunSeconds(text: string, unitSeconds: number): number | null {
  const t = text.trim();
  let seconds: number;
  const clock = /^(?:(\d+)-)?(\d+):(\d{2})(?::(\d{2}(?:\.\d+)?))?$/.exec(t);
  if (clock) {
    const [days, h, m, s] = [clock[1], clock[2], clock[3], clock[4]].map((x) => Number(x ?? 0)) as [number, number, number, number];
    if (m > 59 || s >= 60) return null;
    seconds = days * 86_400 + h * 3600 + m * 60 + s;
  } else {
    if (!/^[+]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t)) return null;
    seconds = Number(t) * unitSeconds;
  }
  return Number.isFinite(seconds) && seconds > 0 && seconds <= MAX_JOB_HOURS * 3600 ? seconds : null;
}
