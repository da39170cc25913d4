import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ScenarioIssue } from '@shared/scenario';
import { useDraftSelector, useDraftStore, useDraftValue } from '../draft/draft-context';
import { listOf, type DraftPool, type DraftWorkload } from '../draft/draft-document';
import { getIn, pathKey, setIn } from '../draft/json-path';
import { routesOf, type DraftRoute } from '../draft/size-class-routes';
import { fieldDomId } from '../fields/field-id';
import { useIssueMessage } from '../validation/use-issue-message';
import { issuesWithin, isWithin } from '../validation/validate-draft';
import { RouteChoice, type RouteOption } from './RouteChoice';
import { defaultRoutes, withRouteAdded, withRouteClasses, withRoutePools, withRouteRemoved } from './route-edits';
import { usePlacementPoolLabel } from './use-placement-pool-label';
import { useOfferOptions } from '../workloads/use-offer-options';

interface PlacementRoutesProps {
  strategyIndex: number;
  placementIndex: number;
  workload: DraftWorkload | undefined;
  pools: readonly DraftPool[];
}

function classNamesOf(workload: DraftWorkload | undefined): string[] {
  const classes = getIn(workload, ['llm', 'sizeClasses']);
  return Array.isArray(classes)
    ? classes.map((c: unknown) => getIn(c, ['name'])).filter((n): n is string => typeof n === 'string')
    : [];
}

/**
 * "Route size classes to pools", for a service planned in tokens that autoscales: while on, one
 * row per route with the size classes it serves and the pools that serve them. Switching on
 * starts from a split by size (defaultRoutes); switching off removes the routes as one edit.
 * The rules a partition must keep are validation's: its messages show on the row they concern.
 */
export function PlacementRoutes({ strategyIndex, placementIndex, workload, pools }: PlacementRoutesProps) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const message = useIssueMessage();
  const base = ['strategies', strategyIndex, 'placements', placementIndex] as const;
  const routesPath = [...base, 'routes'] as const;
  const placement = useDraftValue(base);
  const issues = useDraftSelector((state) => state.validation.issues);
  const poolLabel = usePlacementPoolLabel();
  const offerOptions = useOfferOptions();
  const offerOf = (id: string) => {
    const offerId = pools.find((p) => p.id === id)?.offerId;
    return offerOptions.find((o) => o.value === offerId)?.label;
  };
  const routes = routesOf(placement);
  const classNames = classNamesOf(workload);
  const tokens = workload?.kind === 'inference' && getIn(workload, ['llm']) !== undefined;
  const fixed = getIn(placement, ['scaling']) === 'fixed';
  const placed = [...new Set(listOf(getIn(placement, ['poolIds']) as string[] | undefined).map(String))];
  const routesKey = pathKey(routesPath);
  const routeIssues = issuesWithin(issues, routesKey);
  if (!tokens && routes === undefined) return null;

  const blocked = !tokens || fixed || placed.length === 0 || classNames.length === 0;
  const reason = fixed ? t('editor.routes.needsAutoscale') : placed.length === 0 ? t('editor.routes.needsPools') : undefined;
  const setRoutes = (edit: (current: DraftRoute[]) => DraftRoute[]) =>
    change((doc) => setIn(doc, routesPath, edit(routesOf(getIn(doc, base)) ?? [])));
  const whereIs = (field: keyof DraftRoute, value: string, except: number) => {
    const at = (routes ?? []).findIndex((r, i) => i !== except && r[field].includes(value));
    return at < 0 ? undefined : t('editor.routes.inRoute', { number: at + 1 });
  };
  const messages = (list: readonly ScenarioIssue[]) => list.map(message);
  // Issues about the routes as a whole (a class in no route), not those of one route.
  const wholeIssues = routeIssues.filter((i) => i.path === routesKey);

  return (
    <Box id={fieldDomId(routesPath)} data-testid="placement-routes">
      <FormControlLabel
        control={
          <Switch
            checked={routes !== undefined}
            disabled={routes === undefined && blocked}
            onChange={(e) =>
              change((doc) =>
                setIn(doc, routesPath, e.target.checked ? defaultRoutes(doc, strategyIndex, placementIndex) : undefined),
              )
            }
          />
        }
        label={t('editor.routes.switch')}
      />
      <FormHelperText>{routes === undefined && reason ? reason : t('editor.routes.switchHint')}</FormHelperText>
      {routes !== undefined && (
        <Stack spacing={1.5} sx={{ mt: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {t('editor.routes.intro')}
          </Typography>
          {wholeIssues.length > 0 && (
            <Typography variant="body2" color="error" data-testid="routes-issues">
              {messages(wholeIssues).join(' · ')}
            </Typography>
          )}
          {routes.map((route, i) => {
            const number = i + 1;
            const at = `${routesKey}[${i}]`;
            // The route's two choices: its size classes (in the mix's order) and its pools (in the list's).
            const choices: { field: keyof DraftRoute; label: string; ariaLabel: string; options: RouteOption[]; edit: (current: DraftRoute[], next: string[]) => DraftRoute[] }[] = [
              {
                field: 'classNames',
                label: t('editor.routes.classes'),
                ariaLabel: t('editor.routes.classesOf', { number }),
                options: classNames.map((name) => ({ value: name, label: name, elsewhere: whereIs('classNames', name, i) })),
                edit: (current, next) => withRouteClasses(current, i, next, classNames),
              },
              {
                field: 'poolIds',
                label: t('editor.routes.pools'),
                ariaLabel: t('editor.routes.poolsOf', { number }),
                options: placed.map((id) => ({
                  value: id,
                  label: poolLabel(pools.find((p) => p.id === id), id),
                  detail: offerOf(id),
                  elsewhere: whereIs('poolIds', id, i),
                })),
                edit: (current, next) => withRoutePools(current, i, next, placed),
              },
            ];
            const rowIssues = issuesWithin(routeIssues, at);
            return (
              <Box
                key={i}
                data-route={number}
                sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'auto 1fr 1fr auto' }, gap: 1, alignItems: 'start' }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600, pt: 1, minWidth: 72 }}>
                  {t('editor.routes.route', { number })}
                </Typography>
                {choices.map((c) => (
                  <RouteChoice
                    key={c.field}
                    label={c.label}
                    ariaLabel={c.ariaLabel}
                    options={c.options}
                    chosen={route[c.field]}
                    errors={messages(rowIssues.filter((x) => isWithin(x.path, `${at}.${c.field}`)))}
                    onChange={(next) => setRoutes((current) => c.edit(current, next))}
                  />
                ))}
                <Tooltip title={t('editor.routes.remove', { number })}>
                  <span>
                    <IconButton
                      size="small"
                      sx={{ mt: 0.5 }}
                      disabled={routes.length <= 1}
                      aria-label={t('editor.routes.remove', { number })}
                      onClick={() => setRoutes((current) => withRouteRemoved(current, i))}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                {rowIssues.some((x) => x.path === at) && (
                  <Typography variant="caption" color="error" sx={{ gridColumn: '1 / -1' }}>
                    {messages(rowIssues.filter((x) => x.path === at)).join(' · ')}
                  </Typography>
                )}
              </Box>
            );
          })}
          <Box>
            <Button size="small" startIcon={<AddOutlined />} onClick={() => setRoutes(withRouteAdded)}>
              {t('editor.routes.add')}
            </Button>
          </Box>
        </Stack>
      )}
    </Box>
  );
}
