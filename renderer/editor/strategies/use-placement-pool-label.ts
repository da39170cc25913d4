import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftPool } from '../draft/draft-document';
import { isPoolKind } from './pool-kinds';

/** How a placement names one of its pools ("On-demand · L4"); an unknown id as it is. */
export function usePlacementPoolLabel(): (pool: DraftPool | undefined, id: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (pool, id) =>
      pool
        ? t('editor.placements.poolLabel', {
            kind: isPoolKind(pool.kind) ? t(`editor.pools.kinds.${pool.kind}`) : pool.kind,
            name: pool.name || pool.id,
          })
        : id,
    [t],
  );
}
