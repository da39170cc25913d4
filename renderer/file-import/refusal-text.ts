import type { TFunction } from 'i18next';
import type { JobFileProblem, JobRefusal } from '@shared/job-import';
import type { TrafficFileProblem, TrafficRefusal } from '@shared/traffic-import';
import { fromData } from '../i18n/from-data';
import type { ImportRefusal } from './import-worker-messages';

/** Sentences one after another: a space after an English one, none after a Chinese full stop. */
const sentences = (parts: string[]): string => parts.reduce((text, part) => `${text}${/[。！？）]$/.test(text) ? '' : ' '}${part}`);

/**
 * A refused traffic file in the screen's language: the problem's headline, then its reason worded
 * from the refusal's code and values (the command line prints the same in English), then the
 * line to blame when the reason does not name it.
 */
export function trafficRefusalText(t: TFunction, file: string, refused: ImportRefusal<TrafficFileProblem, TrafficRefusal>): string {
  const parts = [t(`trafficImport.problems.${refused.problem}`, { file })];
  const refusal = refused.refusal;
  if (refusal) parts.push(...trafficReason(t, refusal, refused.message));
  if (refused.line !== null && refusal?.values.line === undefined) parts.push(t('trafficImport.problemLine', { line: refused.line }));
  return sentences(parts);
}

function trafficReason(t: TFunction, { code, values }: TrafficRefusal, english: string): string[] {
  if (code !== 'noRowRead') return [fromData(t, `trafficImport.refusals.${code}`, values, english)];
  const reason = t(`trafficImport.reasons.${values.reason as 'badTime'}`);
  const row = t('trafficImport.refusals.noRowRead', { ...values, reason });
  const header = values.header;
  return header === 'none' || header === 'log' || header === 'history' ? [row, fromData(t, `trafficImport.refusals.header.${header}`, values, '')] : [row];
}

/** A refused job log in the screen's language, as trafficRefusalText words a traffic file. */
export function jobRefusalText(t: TFunction, file: string, refused: ImportRefusal<JobFileProblem, JobRefusal>): string {
  const parts = [t(`jobImport.problems.${refused.problem}`, { file })];
  const refusal = refused.refusal;
  if (refusal) parts.push(jobReason(t, refusal, refused.message));
  if (refused.line !== null && refusal?.values.line === undefined) parts.push(t('jobImport.problemLine', { line: refused.line }));
  return sentences(parts);
}

function jobReason(t: TFunction, { code, values }: JobRefusal, english: string): string {
  switch (code) {
    case 'noRowRead': {
      const reason = t(`jobImport.reasons.${values.reason as 'badTime'}`);
      return t(values.text === undefined ? 'jobImport.refusals.noRowReadNoText' : 'jobImport.refusals.noRowRead', { ...values, reason });
    }
    case 'tooFewJobs':
    case 'tooShort': {
      const unit = values.unit === 'batches' ? 'batches' : 'jobs';
      const name = values.group;
      const group =
        name === undefined ? t('jobImport.refusals.allRows') : t('jobImport.refusals.named', { name: name === '' ? t('jobImport.group.empty') : name });
      const spanUnit = values.spanUnit === 's' || values.spanUnit === 'min' ? values.spanUnit : 'h';
      const span = t(`jobImport.refusals.span.${spanUnit}`, { n: values.span });
      // The group's name is already isolated by its own sentence; it must not be isolated twice.
      return t(`jobImport.refusals.${code}.${unit}`, { ...values, group, span, interpolation: { escapeValue: false } });
    }
    default:
      return fromData(t, `jobImport.refusals.${code}`, values, english);
  }
}
