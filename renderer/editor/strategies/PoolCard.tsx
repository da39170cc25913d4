import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { memo } from 'react';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { listOf, type DraftOffer, type DraftPool } from '../draft/draft-document';
import { removePool } from '../draft/remove-items';
import { fieldDomId } from '../fields/field-id';
import { FormGrid } from '../fields/FormGrid';
import { IdField } from '../fields/IdField';
import { NumberField } from '../fields/NumberField';
import { SelectField } from '../fields/SelectField';
import { SwitchField } from '../fields/SwitchField';
import { TextInputField } from '../fields/TextInputField';
import type { PoolDefaults } from '../draft/pool-defaults';
import { isPoolKind } from './pool-kinds';
import { OwnedPoolFields } from './OwnedPoolFields';
import { PaymentField } from './PaymentField';
import { PoolDefaultNote } from './PoolDefaultNote';
import { SpotInterruptionFields } from './SpotInterruptionFields';
import { usePoolOfferOptions } from './use-pool-offer-options';

interface PoolCardProps {
  strategyIndex: number;
  poolIndex: number;
  pool: DraftPool;
  /** Set when the pool was just added here: why it has its offer and term. */
  defaults?: PoolDefaults | undefined;
}

/** One pool of a strategy, in its kind's colour: which offer, how many, and for spot how it is lost. */
export const PoolCard = memo(function PoolCard({
  strategyIndex,
  poolIndex,
  pool,
  defaults,
}: PoolCardProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { change } = useDraftStore();
  const base = ['strategies', strategyIndex, 'pools', poolIndex] as const;
  const kind = pool.kind;
  const offerOptions = usePoolOfferOptions(kind);
  const colour = isPoolKind(kind) ? theme.palette.pool[kind] : theme.palette.divider;
  const title = isPoolKind(kind) ? t(`editor.pools.kinds.${kind}`) : String(kind);
  const committedKind = kind === 'reserved' || kind === 'bareMetal' || kind === 'owned';

  return (
    <Paper
      variant="outlined"
      id={fieldDomId(base)}
      sx={{ p: 2, borderTop: `4px solid ${colour}` }}
      component="section"
      aria-label={t('editor.pools.cardLabel', { kind: title, name: pool.name || pool.id })}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colour, flexShrink: 0 }} />
        <Typography variant="subtitle2" component="h4" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
          {pool.name ? t('editor.pools.titleWithName', { kind: title, name: pool.name }) : title}
        </Typography>
        <Tooltip title={t('editor.pools.remove')}>
          <IconButton
            size="small"
            aria-label={t('editor.pools.removeNamed', { name: pool.name || pool.id })}
            onClick={() => change((doc) => removePool(doc, strategyIndex, poolIndex))}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      {defaults && <PoolDefaultNote pool={pool} defaults={defaults} />}
      {/* Wide enough for "Most instances at once" inside an empty field and "Warning before
          interruption" above its unit, so narrow windows wrap fields instead of cutting labels. */}
      <FormGrid minColumnWidth={210}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <SelectField
            path={[...base, 'offerId']}
            label={t('editor.pools.offer')}
            options={offerOptions}
            showDetail
          />
        </Box>
        {kind === 'onDemand' && (
          <NumberField
            path={[...base, 'maxInstances']}
            label={t('editor.pools.maxInstances')}
            integer
            hint={t('editor.pools.maxInstancesHint')}
          />
        )}
        {kind === 'reserved' && (
          <>
            <NumberField path={[...base, 'count']} label={t('editor.pools.count')} integer />
            <TermField strategyIndex={strategyIndex} poolIndex={poolIndex} pool={pool} />
            <NumberField
              path={[...base, 'startDay']}
              label={t('editor.pools.startDay')}
              hint={t('editor.pools.startDayHint')}
            />
            <PaymentField strategyIndex={strategyIndex} poolIndex={poolIndex} pool={pool} />
          </>
        )}
        {kind === 'bareMetal' && (
          <>
            <NumberField path={[...base, 'servers']} label={t('editor.pools.servers')} integer />
            <NumberField
              path={[...base, 'termMonths']}
              label={t('editor.pools.termMonths')}
              unit={t('editor.units.months')}
              integer
            />
            <NumberField
              path={[...base, 'orderDay']}
              label={t('editor.pools.orderDay')}
              hint={t('editor.pools.orderDayHint')}
            />
          </>
        )}
        {pool.kind === 'owned' && <OwnedPoolFields base={base} pool={pool} />}
        {kind === 'spot' && (
          <>
            <NumberField
              path={[...base, 'maxInstances']}
              label={t('editor.pools.maxInstances')}
              integer
              hint={t('editor.pools.maxInstancesHint')}
            />
            <SpotInterruptionFields path={[...base, 'interruption']} />
            <NumberField
              path={[...base, 'noticeSeconds']}
              label={t('editor.pools.notice')}
              unit={t('editor.units.seconds')}
              integer
              hint={t('editor.pools.noticeHint')}
            />
            <Box sx={{ gridColumn: '1 / -1' }}>
              <SwitchField
                path={[...base, 'saveOnNotice']}
                label={t('editor.pools.saveOnNotice')}
              />
            </Box>
          </>
        )}
        {isPoolKind(kind) && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <SwitchField
              path={[...base, 'oneUnitPerInstance']}
              label={t(committedKind ? 'poolUsage.editor.oneUnitPerInstance' : 'poolUsage.editor.oneUnitPerInstanceElastic')}
              hint={t(committedKind ? 'poolUsage.editor.oneUnitPerInstanceHint' : 'poolUsage.editor.oneUnitPerInstanceElasticHint')}
            />
          </Box>
        )}
        <TextInputField
          path={[...base, 'name']}
          label={t('editor.pools.name')}
          optional
          hint={t('editor.pools.nameHint')}
        />
        <IdField path={[...base, 'id']} kind="pool" strategyIndex={strategyIndex} />
      </FormGrid>
    </Paper>
  );
});

/** A reserved pool's term: one of the terms its offer has a reserved price for. */
function TermField({ strategyIndex, poolIndex, pool }: PoolCardProps) {
  const { t } = useTranslation();
  const { setField } = useDraftStore();
  const offers = useDraftValue(['catalog', 'offers']) as DraftOffer[] | undefined;
  const offer = listOf(offers).find((o) => o.id === pool.offerId);
  const terms = [...new Set(listOf(offer?.prices?.reserved).map((r) => r.termMonths))].filter(
    (term): term is number => typeof term === 'number',
  );
  const path = ['strategies', strategyIndex, 'pools', poolIndex, 'termMonths'] as const;
  if (terms.length === 0) {
    return (
      <NumberField
        path={path}
        label={t('editor.pools.termMonths')}
        unit={t('editor.units.months')}
        integer
      />
    );
  }
  return (
    <SelectField
      path={path}
      label={t('editor.pools.termMonths')}
      options={terms.map((term) => ({
        value: String(term),
        label: t('editor.catalog.term', { count: term }),
      }))}
      onSelect={(value) => setField(path, Number(value))}
    />
  );
}
