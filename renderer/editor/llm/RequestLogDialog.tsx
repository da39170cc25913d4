import { useTranslation } from 'react-i18next';
import { TrafficImportDialog } from '../app';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { getIn } from '../draft/json-path';
import { withImportedTraffic } from './imported-traffic';

function curve(value: unknown): number[] | undefined {
  return Array.isArray(value) ? value.map((v) => (typeof v === 'number' && Number.isFinite(v) ? v : 0)) : undefined;
}

/**
 * "From a request log…" beside the size classes: the traffic import dialog, which reads the log
 * in a worker with progress and Cancel and previews its size classes and curve; Apply sets
 * both as one edit, as importing from the traffic chart does.
 */
export function RequestLogDialog({ index, open, onClose }: { index: number; open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const traffic = useDraftValue(['workloads', index, 'traffic']);
  const weekday = curve(getIn(traffic, ['weekday'])) ?? [];
  const weekend = curve(getIn(traffic, ['weekend']));
  const growth = getIn(traffic, ['growthPerMonth']);
  return (
    <TrafficImportDialog
      open={open}
      weekday={weekday}
      weekend={weekend}
      unitLabel={t('curve.unit')}
      sizeClasses
      onClose={onClose}
      onApply={(imported) => {
        onClose();
        change((doc) =>
          withImportedTraffic(doc, index, {
            weekday: imported.weekday,
            ...(imported.weekend ? { weekend: imported.weekend } : {}),
            growthPerMonth: imported.growthPerMonth ?? (typeof growth === 'number' || typeof growth === 'string' ? growth : 0),
            ...(imported.sizeMix ? { sizeMix: imported.sizeMix } : {}),
          }),
        );
      }}
    />
  );
}
