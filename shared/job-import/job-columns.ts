/**
 * Which column of a job log's header holds what. Schedulers and spreadsheets name them in many
 * ways, in English and Chinese ("submit_time", "Submitted", "提交时间"; "GPUs", "gpu_count",
 * "卡数"; "run_hours", "Elapsed", "运行时长"; "GPU-hours", "卡时"; "user", "项目"), so a header is
 * matched loosely: lower-cased, with spaces, underscores, dashes, dots and brackets dropped.
 */

export interface JobColumns {
  time: number;
  gpus: number;
  /** Run time of one job (wall clock); -1 when the log gives GPU-hours instead. */
  runTime: number;
  /** Seconds in one unit of the run-time column (3600 for hours, read from its header). */
  runTimeUnitSeconds: number;
  /** GPU-hours of one job; -1 when absent. Taken over GPUs × run time when both are there. */
  gpuHours: number;
  /** The workload, project, team, queue or user the job belongs to; -1 when absent. */
  group: number;
  /** A job id (repeated ids are rejected as duplicates); -1 when absent. */
  id: number;
}

/** Lower case without spaces, underscores, dashes, dots, slashes or brackets. */
export const normaliseHeader = (h: string): string => h.trim().toLowerCase().replace(/[\s_\-./()（）[\]]+/g, '');

const SUBMIT = /submit|提交|queued|enqueue|arriv|到达|created|创建/;
const TIME = /time|date|timestamp|when|时间|日期|时刻/;
const DURATION = /run|duration|elapsed|wall|hour|hrs|length|seconds|minutes|时长|耗时|运行|小时|秒|分钟/;
const GPU_HOURS = /gpu(hours?|hrs?|h)$|gpuhours|gpu时|gpu小时|卡时|卡小时|机时/;
const GPUS = /gpu|显卡|卡数|gpu数/;
const NOT_GPUS = /util|mem|type|model|kind|name|型号|类型|利用|显存|内存/;
const ID = /^(job)?id$|^jobid|作业id|任务id|作业编号|任务编号|^编号$/;
/** Group columns, most specific first: a workload column wins over a user column. */
const GROUPS = [/workload|工作负载|负载/, /project|项目/, /team|团队|group|组/, /queue|partition|队列|分区/, /user|account|用户|账户|账号/];

function find(headers: readonly string[], test: (h: string) => boolean, taken: readonly number[]): number {
  return headers.findIndex((h, i) => !taken.includes(i) && test(h));
}

/** Seconds in one unit of a run-time column, from its header: hours unless it says seconds, minutes or days. */
function unitSeconds(header: string): number {
  if (/sec|秒/.test(header)) return 1;
  if (/min|分钟/.test(header)) return 60;
  if (/day|天/.test(header)) return 86_400;
  return 3600;
}

/** The columns a header names, or the name of the first column it lacks. */
export function jobColumns(rawHeaders: readonly string[]): JobColumns | 'time' | 'gpus' | 'hours' {
  const headers = rawHeaders.map(normaliseHeader);
  const taken: number[] = [];
  const gpuHours = find(headers, (h) => GPU_HOURS.test(h), taken);
  if (gpuHours >= 0) taken.push(gpuHours);
  const time = [find(headers, (h) => SUBMIT.test(h) && !DURATION.test(h), taken), find(headers, (h) => TIME.test(h) && !DURATION.test(h), taken)].find((i) => i >= 0) ?? -1;
  if (time < 0) return 'time';
  taken.push(time);
  const gpus = find(headers, (h) => GPUS.test(h) && !NOT_GPUS.test(h) && !DURATION.test(h), taken);
  if (gpus < 0) return 'gpus';
  taken.push(gpus);
  const runTime = find(headers, (h) => DURATION.test(h), taken);
  if (runTime < 0 && gpuHours < 0) return 'hours';
  if (runTime >= 0) taken.push(runTime);
  const id = find(headers, (h) => ID.test(h), taken);
  if (id >= 0) taken.push(id);
  const group = GROUPS.map((g) => find(headers, (h) => g.test(h), taken)).find((i) => i >= 0) ?? -1;
  return {
    time,
    gpus,
    runTime,
    runTimeUnitSeconds: runTime >= 0 ? unitSeconds(headers[runTime]!) : 3600,
    gpuHours,
    group,
    id,
  };
}
