/**
 * What "share left running" comes to, as the simulator counts it (shared/sim/dev.ts): the share
 * of machines, rounded to a whole machine, stays on outside working hours. 0.3 of three machines
 * is one machine on around the clock, which can be a large part of the bill.
 */
export interface LeftRunning {
  /** Machines left on after hours: round(machines x share). */
  machines: number;
  /** GPU-hours a week those machines run outside working hours (without idle shutdown). */
  extraGpuHoursPerWeek: number;
}

export function leftRunning(
  machines: number,
  share: number,
  gpusPerMachine: number,
  workingHours: { startHour: number; endHour: number; weekdaysOnly: boolean },
): LeftRunning | undefined {
  if (![machines, share, gpusPerMachine].every(Number.isFinite)) return undefined;
  const left = Math.round(machines * share);
  const perDay = Math.max(0, workingHours.endHour - workingHours.startHour);
  const workingPerWeek = perDay * (workingHours.weekdaysOnly ? 5 : 7);
  return { machines: left, extraGpuHoursPerWeek: left * gpusPerMachine * (168 - workingPerWeek) };
}
