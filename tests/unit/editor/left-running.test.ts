import { expect, it } from 'vitest';
import { leftRunning } from '@headroom/renderer/editor/workloads/left-running';

it('rounds the share to whole machines and counts their GPU-hours outside working hours', () => {
  const hours = { startHour: 9, endHour: 19, weekdaysOnly: true };
  // 0.3 of three machines is one machine on around the clock: 168 - 50 working hours a week.
  expect(leftRunning(3, 0.3, 1, hours)).toEqual({ machines: 1, extraGpuHoursPerWeek: 118 });
  expect(leftRunning(3, 0.1, 1, hours)).toEqual({ machines: 0, extraGpuHoursPerWeek: 0 });
  expect(leftRunning(4, 0.5, 2, { ...hours, weekdaysOnly: false })).toEqual({
    machines: 2,
    extraGpuHoursPerWeek: 2 * 2 * (168 - 70),
  });
  expect(leftRunning(Number.NaN, 0.3, 1, hours)).toBeUndefined();
});
