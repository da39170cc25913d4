import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LlmMixAnalysis } from '@shared/analysis/llm-mix';
import { leftOutReason, mixCandidateLines, mixTotalSentence, NO_SAVING, type MixFigureWords } from './llm-mix-words';
import { MixOffersTable, MixSplitTable } from './LlmMixTables';
import type { AddedMessage, useAddStatus } from './use-add-status';

interface LlmMixResultViewProps {
  analysis: LlmMixAnalysis;
  words: MixFigureWords;
  /** Adds the mix's strategy to the scenario; resolves with what to say. */
  onAdd: () => Promise<AddedMessage>;
  /**
   * The card's add state: kept above this view, because adding changes the scenario, the mix is
   * solved again and this view is shown anew; the confirmation must outlive that.
   */
  adder: ReturnType<typeof useAddStatus>;
  /** Which mix this is (its committed base), so an add is remembered per mix. */
  addKey: string;
}

/**
 * One service's cheapest mix: its cost against the best single offer and the saving, the
 * committed base, per offer what it runs, where each size class goes, the offers left out and
 * why, the analysis's note, and "Add as strategy"; or why there is no plan.
 */
export function LlmMixResultView({ analysis: a, words, onAdd, adder, addKey }: LlmMixResultViewProps) {
  const { t } = words;
  const { adding, added, add } = adder;
  const status = adder.status?.key === addKey ? adder.status : null;
  const offerName = (id: string) => a.offers.find((o) => o.offerId === id)?.name ?? id;
  return (
    <Stack spacing={1.5} data-testid="llm-mix-result">
      {a.plan === null ? (
        <Alert severity="warning" data-testid="llm-mix-failure">
          {t('llmMix.noPlan', { message: a.failure ?? '' })}
        </Alert>
      ) : (
        <>
          <Typography data-testid="llm-mix-total">{mixTotalSentence(words, a)}</Typography>
          {a.plan.saving !== null && a.plan.saving >= NO_SAVING && (
            <Typography
              variant="h4"
              component="p"
              data-testid="llm-mix-saving"
              aria-label={`${t('llmMix.savingLabel')}: ${words.share(a.plan.saving)}`}
            >
              {words.share(a.plan.saving)}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {t('llmMix.savingLabel')}
              </Typography>
            </Typography>
          )}
          {a.base && (
            <Typography variant="body2" data-testid="llm-mix-base">
              {t('llmMix.baseLine', {
                replicas: words.number(a.base.replicas),
                offer: offerName(a.base.offerId),
                term: words.number(a.base.termMonths),
                cost: words.money(a.base.cost),
              })}
            </Typography>
          )}
          <MixOffersTable analysis={a} words={words} />
          <MixSplitTable analysis={a} words={words} />
        </>
      )}
      {a.leftOut.length > 0 && (
        <div data-testid="llm-mix-left-out">
          <Typography variant="subtitle2">{t('llmMix.leftOutTitle')}</Typography>
          <ul style={{ margin: 0 }}>
            {a.leftOut.map((o) => (
              <li key={o.offerId}>
                <Typography variant="body2">
                  {t('llmMix.leftOut', { offer: o.offerId, reason: leftOutReason(t, o.reason) })}
                </Typography>
              </li>
            ))}
          </ul>
        </div>
      )}
      {mixCandidateLines(words, a).length > 0 && (
        <div data-testid="llm-mix-candidates">
          <Typography variant="subtitle2">{t('llmMix.candidates.title')}</Typography>
          <ul style={{ margin: 0 }}>
            {mixCandidateLines(words, a).map((line) => (
              <li key={line}>
                <Typography variant="body2">{line}</Typography>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Typography variant="body2" color="text.secondary" data-testid="llm-mix-note">
        {t('llmMix.noteLabel')} {t('llmMix.note')}
      </Typography>
      {a.strategy && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <div>
            <Button
              variant="contained"
              disabled={adding !== null || added.has(addKey)}
              onClick={() => add(addKey, onAdd)}
              aria-label={t('llmMix.addNamed', { workload: a.workloadName })}
            >
              {t('llmMix.add')}
            </Button>
          </div>
          {status && (
            <Alert
              severity={status.ok ? 'success' : 'error'}
              role="status"
              sx={{ flexGrow: 1 }}
              data-testid="llm-mix-add-status"
            >
              {adder.say(status)}
            </Alert>
          )}
        </Stack>
      )}
    </Stack>
  );
}
