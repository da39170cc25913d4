import { useTheme } from '@mui/material/styles';

/** Development, production and other phases in distinct colours that work in both themes. */
export function usePhaseColor(): (kind: unknown) => string {
  const theme = useTheme();
  return (kind) => {
    switch (kind) {
      case 'development':
        return theme.palette.info.main;
      case 'production':
        return theme.palette.success.main;
      default:
        return theme.palette.grey[500];
    }
  };
}
