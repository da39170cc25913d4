import { useState } from 'react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { listOf, type DraftGpu, type DraftOffer } from '../draft/draft-document';
import { appendTo } from '../draft/json-path';
import { newOffer } from '../draft/new-items';
import { FieldGroup } from '../fields/FieldGroup';
import { useEditorLocation } from '../navigation/editor-location-context';
import { PriceListImportButton } from './PriceListImportButton';
import { OfferRow } from './OfferRow';
import { offerMatches } from './offer-filter';

const PRICE_COLUMNS = ['onDemand', 'spot', 'reserved', 'bareMetal'] as const;

/** The offers the scenario can buy, one row each, every price editable in place. */
export function OffersTable() {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const { location, go } = useEditorLocation();
  const [filter, setFilter] = useState('');
  const offers = listOf(useDraftValue(['catalog', 'offers']) as DraftOffer[] | undefined);
  const gpus = listOf(useDraftValue(['catalog', 'gpus']) as DraftGpu[] | undefined);
  const rawCurrency = useDraftValue(['currency']);
  const currency = typeof rawCurrency === 'string' ? rawCurrency : '';
  const rows = offers
    .map((offer, index) => ({ offer, index }))
    // The open offer stays listed, so a filter never hides the field being edited.
    .filter(({ offer, index }) => index === location.offer || offerMatches(offer, gpus, filter));

  return (
    <FieldGroup
      title={t('editor.catalog.offers', { count: offers.length })}
      intro={t('editor.catalog.offersIntro', { currency })}
      actions={
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <TextField
            size="small"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={t('editor.catalog.filter')}
            slotProps={{
              htmlInput: { 'aria-label': t('editor.catalog.filter') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button
            startIcon={<AddOutlined />}
            onClick={() => {
              change((doc) =>
                appendTo(
                  doc,
                  ['catalog', 'offers'],
                  newOffer(doc, t('editor.catalog.newProvider'), t('editor.catalog.newInstance')),
                ),
              );
              go({ offer: offers.length });
            }}
          >
            {t('editor.catalog.addOffer')}
          </Button>
          <PriceListImportButton />
        </Stack>
      }
    >
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" sx={{ minWidth: 960 }} aria-label={t('editor.catalog.offersTable')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{t('editor.catalog.columns.offer')}</TableCell>
              {PRICE_COLUMNS.map((column) => (
                <TableCell key={column}>
                  <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                    {t(`editor.catalog.columns.${column}`)}
                  </Box>
                  <Box
                    component="span"
                    sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}
                  >
                    {column === 'bareMetal'
                      ? t('editor.catalog.perServerMonthUnit', { currency })
                      : t('editor.catalog.perHourUnit', { currency })}
                  </Box>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ offer, index }) => (
              <OfferRow key={index} index={index} offer={offer} gpus={gpus} currency={currency} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('editor.catalog.noMatch')}
        </Typography>
      )}
    </FieldGroup>
  );
}
