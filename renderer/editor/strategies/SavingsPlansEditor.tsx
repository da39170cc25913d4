import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { listOf, type DraftStrategy } from '../draft/draft-document';
import { appendTo } from '../draft/json-path';
import { newSavingsPlan } from '../draft/new-savings-plan';
import { FieldGroup } from '../fields/FieldGroup';
import { fieldDomId } from '../fields/field-id';
import { SavingsPlanCard } from './SavingsPlanCard';

/** A strategy's savings plans: money committed per hour to its on-demand usage, and a button to add one. */
export function SavingsPlansEditor({ strategyIndex }: { strategyIndex: number }) {
  const { t } = useTranslation();
  const store = useDraftStore();
  const path = ['strategies', strategyIndex, 'savingsPlans'] as const;
  const plans = listOf(useDraftValue(path) as DraftStrategy['savingsPlans']);
  const add = () => {
    const doc = store.getState().history.present;
    const strategy = listOf(doc.strategies)[strategyIndex];
    if (!strategy) return;
    const plan = newSavingsPlan(doc, strategy, (provider) => t('savingsPlans.editor.newName', { provider }));
    store.change((latest) => appendTo(latest, path, plan));
  };
  return (
    <FieldGroup
      title={t('savingsPlans.editor.title')}
      intro={t('savingsPlans.editor.intro')}
      actions={
        <Button startIcon={<AddOutlined />} onClick={add}>
          {t('savingsPlans.editor.add')}
        </Button>
      }
    >
      <Box id={fieldDomId(path)} sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))', gap: 2 }}>
        {plans.map((plan, planIndex) => (
          <SavingsPlanCard key={planIndex} strategyIndex={strategyIndex} planIndex={planIndex} plan={plan} />
        ))}
      </Box>
    </FieldGroup>
  );
}
