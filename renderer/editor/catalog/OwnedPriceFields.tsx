import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { format as formatDate } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { setIn } from '../draft/json-path';
import { FieldGroup } from '../fields/FieldGroup';
import { FormGrid } from '../fields/FormGrid';
import { NumberField } from '../fields/NumberField';
import { PriceStampFields } from './PriceStampFields';

/**
 * An offer's price bought outright (`prices.owned`): what a server costs, how long it takes to
 * arrive and the power it draws, dated and sourced like every price. Owned pools on the offer
 * take these unless they give their own; without them such a pool must give all four.
 */
export function OwnedPriceFields({ index }: { index: number }) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const path = ['catalog', 'offers', index, 'prices', 'owned'] as const;
  const owned = useDraftValue(path);
  const currency = useDraftValue(['currency']);
  const add = () =>
    change((doc) =>
      setIn(doc, path, {
        asOf: formatDate(new Date(), 'yyyy-MM-dd'),
        source: t('editor.catalog.defaultSource'),
        status: 'user',
        leadTimeWeeks: 0,
      }),
    );
  return (
    <FieldGroup
      title={t('catalogBuying.owned.title')}
      intro={t('catalogBuying.owned.intro')}
      actions={
        owned === undefined ? (
          <Button size="small" startIcon={<AddOutlined />} onClick={add}>
            {t('catalogBuying.owned.add')}
          </Button>
        ) : (
          <Button size="small" color="error" onClick={() => change((doc) => setIn(doc, path, undefined))}>
            {t('catalogBuying.owned.remove')}
          </Button>
        )
      }
    >
      {owned === undefined ? (
        <Typography variant="body2" color="text.secondary" data-testid="owned-price-none">
          {t('catalogBuying.owned.none')}
        </Typography>
      ) : (
        <FormGrid minColumnWidth={200}>
          <NumberField
            path={[...path, 'pricePerServer']}
            label={t('catalogBuying.owned.pricePerServer')}
            hint={t('catalogBuying.owned.pricePerServerHint')}
            unit={typeof currency === 'string' ? currency : undefined}
          />
          <NumberField
            path={[...path, 'leadTimeWeeks']}
            label={t('catalogBuying.owned.leadTimeWeeks')}
            hint={t('catalogBuying.owned.leadTimeWeeksHint')}
            unit={t('catalogBuying.units.weeks')}
          />
          <NumberField
            path={[...path, 'powerIdleKw']}
            label={t('catalogBuying.owned.powerIdleKw')}
            hint={t('catalogBuying.owned.powerIdleKwHint')}
            unit={t('catalogBuying.units.kw')}
          />
          <NumberField
            path={[...path, 'powerBusyKw']}
            label={t('catalogBuying.owned.powerBusyKw')}
            hint={t('catalogBuying.owned.powerBusyKwHint')}
            unit={t('catalogBuying.units.kw')}
          />
          <PriceStampFields path={path} />
        </FormGrid>
      )}
    </FieldGroup>
  );
}
