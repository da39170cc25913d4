/**
 * Interface text of the editor screens, one file per editor section, composed into the
 * `editor` messages of en.ts / zh-CN.ts. The Chinese object is typed against the English one,
 * so a section missing from either side is a compile error.
 */
import { editorScreenEn, editorScreenZhCN } from './screen';
import { editorConflictSaveEn, editorConflictSaveZhCN } from './conflict-save';
import { editorIssuesEn, editorIssuesZhCN } from './issues';
import { editorGeneralEn, editorGeneralZhCN } from './general';
import { editorPriceTrendsEn, editorPriceTrendsZhCN } from './price-trends';
import { editorPhasesEn, editorPhasesZhCN } from './phases';
import { editorWorkloadsEn, editorWorkloadsZhCN } from './workloads';
import { editorCatalogEn, editorCatalogZhCN } from './catalog';
import { editorStrategiesEn, editorStrategiesZhCN } from './strategies';
import { editorPoolsEn, editorPoolsZhCN } from './pools';
import { editorSimulationEn, editorSimulationZhCN } from './simulation';
import { editorPriceImportEn, editorPriceImportZhCN } from './price-import';
import { editorMeasuredRunEn, editorMeasuredRunZhCN } from './measured-run';
import { editorLogShapesEn, editorLogShapesZhCN } from './log-shapes';
import { editorLlmEn, editorLlmZhCN } from './llm';
import { editorLlmProfilesEn, editorLlmProfilesZhCN } from './llm-profiles';
import { editorRoutesEn, editorRoutesZhCN } from './routes';

export const editorEn = {
  ...editorScreenEn,
  ...editorConflictSaveEn,
  ...editorIssuesEn,
  ...editorGeneralEn,
  ...editorPriceTrendsEn,
  ...editorPhasesEn,
  ...editorWorkloadsEn,
  ...editorCatalogEn,
  ...editorStrategiesEn,
  ...editorPoolsEn,
  ...editorSimulationEn,
  ...editorPriceImportEn,
  ...editorMeasuredRunEn,
  ...editorLogShapesEn,
  ...editorLlmEn,
  ...editorLlmProfilesEn,
  ...editorRoutesEn,
};

export const editorZhCN: typeof editorEn = {
  ...editorScreenZhCN,
  ...editorConflictSaveZhCN,
  ...editorIssuesZhCN,
  ...editorGeneralZhCN,
  ...editorPriceTrendsZhCN,
  ...editorPhasesZhCN,
  ...editorWorkloadsZhCN,
  ...editorCatalogZhCN,
  ...editorStrategiesZhCN,
  ...editorPoolsZhCN,
  ...editorSimulationZhCN,
  ...editorPriceImportZhCN,
  ...editorMeasuredRunZhCN,
  ...editorLogShapesZhCN,
  ...editorLlmZhCN,
  ...editorLlmProfilesZhCN,
  ...editorRoutesZhCN,
};
