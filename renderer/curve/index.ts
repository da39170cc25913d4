/**
 * The 24 h traffic-curve editor, for inference workloads in the scenario editor:
 * `<TrafficCurveEditor weekday weekend growthPerMonth onChange unitLabel? />`.
 */
export { TrafficCurveEditor } from './TrafficCurveEditor';
export type { TrafficCurveEditorProps, TrafficCurveValue } from './TrafficCurveEditor';
export type { GrowthStart } from './GrowthField';
export { ReplayChart } from './ReplayChart';
export { TrafficImportDialog } from './TrafficImportDialog';
export type { TrafficImportApply } from './TrafficImportDialog';
export type { ImportedSizeMix } from './size-class-names';
