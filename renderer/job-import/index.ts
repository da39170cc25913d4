/** The job history import dialog (reading a scheduler's job log into a training or batch workload). */
export { JobImportDialog, type JobImportDialogProps } from './JobImportDialog';
export { ArrivalsByHourChart } from './ArrivalsByHourChart';
