import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { intlLocale, useFormat, useLanguage } from '../app';
import { useDraftValue } from '../draft/draft-context';
import { AutocompleteField } from '../fields/AutocompleteField';
import { DateField } from '../fields/DateField';
import { FieldGroup } from '../fields/FieldGroup';
import { FormGrid } from '../fields/FormGrid';
import { NumberField } from '../fields/NumberField';
import { TextInputField } from '../fields/TextInputField';
import { dateOfDay, horizonSpan, parseStartDate } from '../timeline/day-dates';
import { DisplayCurrencyFields } from './DisplayCurrencyFields';
import { PriceTrendFields } from './PriceTrendFields';
import { currencyLabel, currencyOptions, timeZoneOptions } from './zone-and-currency-lists';

/** Name, description, money, calendar, the value of waiting and how prices move. */
export function GeneralSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const { language } = useLanguage();
  const rawCurrency = useDraftValue(['currency']);
  const startDate = useDraftValue(['startDate']);
  const horizonDays = useDraftValue(['horizonDays']);
  const locale = intlLocale(language);
  const currency = typeof rawCurrency === 'string' ? rawCurrency : '';

  const start = parseStartDate(startDate);
  // The horizon's last day is the one before startDate + horizonDays.
  const days = typeof horizonDays === 'number' ? horizonDays - 1 : undefined;
  const end = dateOfDay(startDate, days);
  const span = horizonSpan(horizonDays);
  const horizonHint =
    span && end
      ? t(`editor.general.horizonHint.${span.unit}`, {
          value: format.number(span.value, { maximumFractionDigits: 1 }),
          end: format.date(end),
        })
      : undefined;

  return (
    <Stack spacing={4}>
      <FieldGroup title={t('editor.general.about')}>
        <Stack spacing={2}>
          <TextInputField path={['name']} label={t('editor.general.name')} />
          <TextInputField
            path={['description']}
            label={t('editor.general.description')}
            hint={t('editor.general.descriptionHint')}
            multiline
            minRows={3}
            maxRows={14}
          />
        </Stack>
      </FieldGroup>

      <FieldGroup title={t('editor.general.money')} intro={t('editor.general.moneyIntro')}>
        <FormGrid minColumnWidth={240}>
          <AutocompleteField
            path={['currency']}
            label={t('editor.general.currency')}
            options={currencyOptions()}
            optionLabel={(code) => currencyLabel(code, locale)}
            hint={t('editor.general.currencyHint')}
          />
          <NumberField
            path={['waitingValuePerPersonHour']}
            label={t('editor.general.waitingValue')}
            unit={currency}
            hint={t('editor.general.waitingValueHint')}
          />
        </FormGrid>
        <DisplayCurrencyFields currency={currency} locale={locale} />
      </FieldGroup>

      <FieldGroup title={t('editor.general.calendar')} intro={t('editor.general.calendarIntro')}>
        <FormGrid minColumnWidth={240}>
          <DateField
            path={['startDate']}
            label={t('editor.general.startDate')}
            hint={start ? format.date(start, 'long') : undefined}
          />
          <NumberField
            path={['horizonDays']}
            label={t('editor.general.horizon')}
            unit={t('editor.units.days')}
            integer
            hint={horizonHint}
          />
          <AutocompleteField
            path={['timeZone']}
            label={t('editor.general.timeZone')}
            options={timeZoneOptions()}
            hint={t('editor.general.timeZoneHint')}
          />
        </FormGrid>
      </FieldGroup>

      <PriceTrendFields />
    </Stack>
  );
}
