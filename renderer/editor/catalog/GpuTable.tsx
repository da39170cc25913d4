import { Fragment } from 'react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { listOf, type DraftGpu } from '../draft/draft-document';
import { appendTo, removeAt } from '../draft/json-path';
import { newGpu } from '../draft/new-items';
import { FieldGroup } from '../fields/FieldGroup';
import { fieldDomId } from '../fields/field-id';
import { IdField } from '../fields/IdField';
import { NumberField } from '../fields/NumberField';
import { SelectField } from '../fields/SelectField';
import { TextInputField } from '../fields/TextInputField';

const SPEED_KINDS = ['training', 'inference', 'batch', 'dev'] as const;

/** The GPUs offers are made of: memory, speed relative to the reference GPU per kind of work. */
export function GpuTable() {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const gpus = listOf(useDraftValue(['catalog', 'gpus']) as DraftGpu[] | undefined);
  const base = ['catalog', 'gpus'] as const;
  return (
    <FieldGroup
      title={t('editor.catalog.gpus', { count: gpus.length })}
      intro={t('editor.catalog.gpusIntro')}
      actions={
        <Button
          startIcon={<AddOutlined />}
          onClick={() =>
            change((doc) => appendTo(doc, base, newGpu(doc, t('editor.catalog.newGpu'))))
          }
        >
          {t('editor.catalog.addGpu')}
        </Button>
      }
    >
      {/* Widths sit on the inputs: browsers ignore min-width on table cells. */}
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" sx={{ minWidth: 880 }} aria-label={t('editor.catalog.gpusTable')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('editor.catalog.gpuNameAndId')}</TableCell>
              <TableCell>{t('editor.catalog.memoryGb')}</TableCell>
              {SPEED_KINDS.map((kind) => (
                <TableCell key={kind}>{t(`editor.catalog.speed.${kind}`)}</TableCell>
              ))}
              <TableCell>{t('editor.catalog.interconnect')}</TableCell>
              <TableCell padding="checkbox" />
            </TableRow>
          </TableHead>
          <TableBody>
            {gpus.map((gpu, index) => (
              <Fragment key={index}>
                <TableRow
                  sx={{ verticalAlign: 'top', '& > td': { borderBottom: 0 } }}
                  id={fieldDomId([...base, index])}
                >
                  <TableCell>
                    <Stack spacing={1} sx={{ minWidth: 240 }}>
                      <TextInputField
                        path={[...base, index, 'name']}
                        label={t('editor.catalog.gpuName')}
                        hideLabel
                        idFollows={{ kind: 'gpu', fallback: 'gpu' }}
                      />
                      <IdField path={[...base, index, 'id']} kind="gpu" compact />
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ '& .MuiTextField-root': { minWidth: 64 } }}>
                    <NumberField
                      path={[...base, index, 'memoryGb']}
                      label={t('editor.catalog.memoryOf', { gpu: gpu.name })}
                      hideLabel
                    />
                  </TableCell>
                  {SPEED_KINDS.map((kind) => (
                    <TableCell key={kind} sx={{ '& .MuiTextField-root': { minWidth: 64 } }}>
                      <NumberField
                        path={[...base, index, 'relativeSpeed', kind]}
                        label={t('editor.catalog.speedOf', {
                          kind: t(`editor.catalog.speed.${kind}`),
                          gpu: gpu.name,
                        })}
                        hideLabel
                      />
                    </TableCell>
                  ))}
                  <TableCell sx={{ '& .MuiTextField-root': { minWidth: 124 } }}>
                    <SelectField
                      path={[...base, index, 'interconnect']}
                      label={t('editor.catalog.interconnect')}
                      hideLabel
                      options={[
                        { value: 'nvlink', label: t('editor.catalog.interconnects.nvlink') },
                        { value: 'pcie', label: t('editor.catalog.interconnects.pcie') },
                      ]}
                    />
                  </TableCell>
                  <TableCell padding="checkbox">
                    <IconButton
                      aria-label={t('editor.catalog.removeGpu', { gpu: gpu.name })}
                      onClick={() => change((doc) => removeAt(doc, base, index))}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  </TableCell>
                </TableRow>
                {/* Notes on their own line, full width: they say where the speeds come from. */}
                <TableRow>
                  <TableCell colSpan={SPEED_KINDS.length + 4} sx={{ pt: 0 }}>
                    <TextInputField
                      path={[...base, index, 'notes']}
                      label={t('editor.catalog.notes')}
                      optional
                      multiline
                    />
                  </TableCell>
                </TableRow>
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </FieldGroup>
  );
}
