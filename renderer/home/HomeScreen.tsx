import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../app/ScreenHeader';
import { useDocumentTitle } from '../app/use-document-title';
import { OverviewCallToAction } from '../library/OverviewCallToAction';
import { IdeaCallout } from './IdeaCallout';
import { PlanAnswers } from './PlanAnswers';
import { PoolOverview } from './PoolOverview';

/** The overview: what Headroom does, its one idea, and the four ways to buy GPU time. */
export function HomeScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.overview'));
  return (
    <>
      <ScreenHeader overline={t('nav.overview')} title={t('home.title')} intro={t('home.lead')} />
      <Stack spacing={5}>
        <IdeaCallout />
        <PoolOverview />
        <PlanAnswers />
        <OverviewCallToAction />
      </Stack>
    </>
  );
}
