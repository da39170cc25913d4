import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PoolCard } from './PoolCard';
import { POOL_KINDS } from './pool-kinds';

/** The four pools side by side (two by two on mid-size windows). */
export function PoolOverview() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pools-heading">
      <Typography id="pools-heading" variant="h2" sx={{ mb: 1 }}>
        {t('home.pools.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5, maxWidth: '80ch' }}>
        {t('home.pools.intro')}
      </Typography>
      <Grid container spacing={2}>
        {POOL_KINDS.map((pool) => (
          <Grid key={pool} size={{ xs: 12, sm: 6, xl: 3 }}>
            <PoolCard pool={pool} />
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
