import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PoolKind } from './pool-kinds';

/** One buying pool: what it is, when it fits, and its catch. The top edge is the pool's colour. */
export function PoolCard({ pool }: { pool: PoolKind }) {
  const { t } = useTranslation();
  const headingId = `pool-${pool}-heading`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', borderTop: 4, borderTopColor: (theme) => theme.palette.pool[pool] }}
    >
      <CardContent>
        <Typography id={headingId} variant="h3" component="h3">
          {t(`home.pools.${pool}.name`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t(`home.pools.${pool}.aka`)}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t(`home.pools.${pool}.summary`)}</Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            '& dt': { fontWeight: 600, fontSize: '0.875rem' },
            '& dd': { m: 0, mb: 1.5 },
          }}
        >
          <dt>{t('home.pools.goodFor')}</dt>
          <Typography component="dd" variant="body2">
            {t(`home.pools.${pool}.goodFor`)}
          </Typography>
          <dt>{t('home.pools.watchOut')}</dt>
          <Typography component="dd" variant="body2">
            {t(`home.pools.${pool}.watchOut`)}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
