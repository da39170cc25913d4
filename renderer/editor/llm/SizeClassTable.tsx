import { memo, useState } from 'react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
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
import { MAX_SIZE_CLASSES, SHARE_SUM_TOLERANCE } from '@shared/scenario';
import { useFormat } from '../app';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { listOf } from '../draft/draft-document';
import { getIn, pathKey } from '../draft/json-path';
import { FieldGroup } from '../fields/FieldGroup';
import { fieldDomId } from '../fields/field-id';
import { helperText } from '../fields/field-helper';
import { NumberField } from '../fields/NumberField';
import { useField } from '../fields/use-field';
import { useIssueMessage } from '../validation/use-issue-message';
import { useIssuesAt } from '../validation/use-issues';
import { RequestLogDialog } from './RequestLogDialog';
import { llmPath, shareSum, withClassAdded, withClassRemoved, withClassRenamed, withSharesScaled } from './size-class-edits';

/** A class's name: renaming it carries its rates in per-class profiles along (one undo step per word). */
function ClassNameField({ index, row }: { index: number; row: number }) {
  const { t } = useTranslation();
  const { setFieldWith } = useDraftStore();
  const path = [...llmPath(index), 'sizeClasses', row, 'name'];
  const field = useField(path);
  return (
    <TextField
      id={field.id}
      size="small"
      fullWidth
      value={typeof field.value === 'string' ? field.value : ''}
      error={field.errors.length > 0}
      helperText={helperText(field.errors, undefined)}
      onChange={(e) => setFieldWith(path, (doc) => withClassRenamed(doc, index, row, e.target.value))}
      slotProps={{ htmlInput: { 'aria-label': t('editor.llm.classes.name'), autoComplete: 'off', spellCheck: false } }}
    />
  );
}

/** The request mix: a table of size classes with their shares (in %), prompt and output tokens. */
export const SizeClassTable = memo(function SizeClassTable({ index }: { index: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { change } = useDraftStore();
  const message = useIssueMessage();
  const [logOpen, setLogOpen] = useState(false);
  const path = [...llmPath(index), 'sizeClasses'];
  const classes = listOf(useDraftValue(path) as unknown[] | undefined);
  const source = useDraftValue([...llmPath(index), 'source']);
  // The block's rules about the whole list (shares not summing to 1, a name twice) show under it.
  const listErrors = useIssuesAt(pathKey(path)).map(message);
  const sum = shareSum(classes);
  const sumOff = Math.abs(sum - 1) > SHARE_SUM_TOLERANCE;
  const sumText = format.percent(sum, { maximumFractionDigits: 2 });

  return (
    <FieldGroup
      title={t('editor.llm.classes.title')}
      intro={t('editor.llm.classes.intro')}
      actions={
        <Button startIcon={<UploadFileOutlined />} onClick={() => setLogOpen(true)}>
          {t('editor.llm.classes.fromLog')}
        </Button>
      }
    >
      {typeof source === 'string' && source !== '' && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }} data-testid="llm-mix-source">
          {t('editor.llm.classes.source', { source })}
        </Typography>
      )}
      <TableContainer id={fieldDomId(path)}>
        <Table size="small" sx={{ minWidth: 600 }} aria-label={t('editor.llm.classes.title')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '34%' }}>{t('editor.llm.classes.name')}</TableCell>
              <TableCell>{t('editor.llm.classes.share')}</TableCell>
              <TableCell>{t('editor.llm.classes.prompt')}</TableCell>
              <TableCell>{t('editor.llm.classes.output')}</TableCell>
              <TableCell padding="checkbox" />
            </TableRow>
          </TableHead>
          <TableBody>
            {classes.map((c, row) => {
              const rawName = getIn(c, ['name']);
              const name = typeof rawName === 'string' ? rawName : '';
              return (
                <TableRow key={row} sx={{ verticalAlign: 'top' }} data-testid="llm-size-class">
                  <TableCell>
                    <ClassNameField index={index} row={row} />
                  </TableCell>
                  <TableCell>
                    <NumberField path={[...path, row, 'share']} label={`${t('editor.llm.classes.share')} ${name}`} hideLabel scale={100} unit="%" />
                  </TableCell>
                  <TableCell>
                    <NumberField path={[...path, row, 'promptTokens']} label={`${t('editor.llm.classes.prompt')} ${name}`} hideLabel />
                  </TableCell>
                  <TableCell>
                    <NumberField path={[...path, row, 'outputTokens']} label={`${t('editor.llm.classes.output')} ${name}`} hideLabel />
                  </TableCell>
                  <TableCell padding="checkbox">
                    <IconButton
                      aria-label={t('editor.llm.classes.remove', { name })}
                      disabled={classes.length <= 1}
                      onClick={() => change((doc) => withClassRemoved(doc, index, row))}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" spacing={1.5} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button startIcon={<AddOutlined />} disabled={classes.length >= MAX_SIZE_CLASSES} onClick={() => change((doc) => withClassAdded(doc, index, t('editor.llm.classes.newName')))}>
          {t('editor.llm.classes.add')}
        </Button>
        <Typography variant="body2" color={sumOff ? 'error' : 'text.secondary'} data-testid="llm-share-sum" sx={{ flexGrow: 1 }}>
          {t(sumOff ? 'editor.llm.classes.sumOff' : 'editor.llm.classes.sum', { sum: sumText })}
        </Typography>
        <Button disabled={!sumOff || !(sum > 0)} onClick={() => change((doc) => withSharesScaled(doc, index))}>
          {t('editor.llm.classes.scale')}
        </Button>
      </Stack>
      {listErrors.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" color="error">
            {listErrors.join(' · ')}
          </Typography>
        </Box>
      )}
      <RequestLogDialog index={index} open={logOpen} onClose={() => setLogOpen(false)} />
    </FieldGroup>
  );
});
