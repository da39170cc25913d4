import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const ANSWER_KEYS = ['cost', 'unitCost', 'time', 'ranges'] as const;

/** What a finished plan answers, in the terms finance and engineering leads ask about. */
export function PlanAnswers() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="answers-heading">
      <Typography id="answers-heading" variant="h2" sx={{ mb: 1 }}>
        {t('home.answers.title')}
      </Typography>
      <List dense disablePadding>
        {ANSWER_KEYS.map((key) => (
          <ListItem key={key} disableGutters sx={{ alignItems: 'flex-start' }}>
            <ListItemIcon sx={{ minWidth: 36, mt: 0.5, color: 'primary.main' }}>
              <TaskAltOutlined fontSize="small" aria-hidden />
            </ListItemIcon>
            <ListItemText
              primary={t(`home.answers.${key}`)}
              slotProps={{ primary: { variant: 'body1' } }}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
