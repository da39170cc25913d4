import BoltOutlined from '@mui/icons-material/BoltOutlined';
import LaptopOutlined from '@mui/icons-material/LaptopOutlined';
import ModelTrainingOutlined from '@mui/icons-material/ModelTrainingOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { WorkloadKind } from '../draft/new-items';

export const WORKLOAD_KINDS: readonly WorkloadKind[] = ['training', 'inference', 'batch', 'dev'];

export const WORKLOAD_ICONS: Readonly<Record<WorkloadKind, typeof SvgIcon>> = {
  training: ModelTrainingOutlined,
  inference: BoltOutlined,
  batch: MovieOutlined,
  dev: LaptopOutlined,
};

export function isWorkloadKind(value: unknown): value is WorkloadKind {
  return (WORKLOAD_KINDS as readonly unknown[]).includes(value);
}
