import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LlmMixAnalysis } from '@shared/analysis/llm-mix';
import type { MixFigureWords } from './llm-mix-words';

function Caption({ text }: { text: string }) {
  return (
    <caption style={{ captionSide: 'top', textAlign: 'start', padding: 0 }}>
      <Typography variant="subtitle2" component="span">
        {text}
      </Typography>
    </caption>
  );
}

/** Per offer the mix uses: its price per replica-hour, replica-hours, cost and most replicas at once. */
export function MixOffersTable({
  analysis,
  words,
}: {
  analysis: LlmMixAnalysis;
  words: MixFigureWords;
}) {
  const { t } = words;
  const used = analysis.offers.filter((o) => o.replicaHours > 0);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="llm-mix-offers">
        <Caption text={t('llmMix.offersCaption')} />
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('llmMix.columns.offer')}</TableCell>
            <TableCell scope="col" align="right">
              {t('llmMix.columns.price')}
            </TableCell>
            <TableCell scope="col" align="right">
              {t('llmMix.columns.replicaHours')}
            </TableCell>
            <TableCell scope="col" align="right">
              {t('llmMix.columns.cost')}
            </TableCell>
            <TableCell scope="col" align="right">
              {t('llmMix.columns.peak')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {used.map((o) => (
            <TableRow key={o.offerId} data-testid="llm-mix-offer" data-offer={o.offerId}>
              <TableCell component="th" scope="row">
                {o.name}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({o.offerId})
                </Typography>
              </TableCell>
              <TableCell align="right">{words.money(o.pricePerReplicaHour)}</TableCell>
              <TableCell align="right">{words.number(Math.round(o.replicaHours))}</TableCell>
              <TableCell align="right">{words.money(o.cost)}</TableCell>
              <TableCell align="right">{words.number(o.peakReplicas)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Size class × offer: the share of each class's requests each offer (and the committed base) serves. */
export function MixSplitTable({
  analysis,
  words,
}: {
  analysis: LlmMixAnalysis;
  words: MixFigureWords;
}) {
  const { t } = words;
  const split = analysis.plan?.classSplit ?? [];
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="llm-mix-split">
        <Caption text={t('llmMix.splitCaption')} />
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('llmMix.columns.sizeClass')}</TableCell>
            {analysis.offers.map((o) => (
              <TableCell key={o.offerId} scope="col" align="right">
                {o.name}
              </TableCell>
            ))}
            {analysis.base && (
              <TableCell scope="col" align="right">
                {t('llmMix.columns.base')}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {analysis.classNames.map((name, k) => (
            <TableRow key={name} data-testid="llm-mix-class">
              <TableCell component="th" scope="row">
                {name}
              </TableCell>
              {analysis.offers.map((o, g) => (
                <TableCell key={o.offerId} align="right">
                  {words.share(split[k]?.offers[g] ?? 0)}
                </TableCell>
              ))}
              {analysis.base && (
                <TableCell align="right">{words.share(split[k]?.base ?? 0)}</TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
