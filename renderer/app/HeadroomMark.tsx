import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** The product mark: capacity bars under a dashed "headroom" line. Decorative. */
export function HeadroomMark(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 24 24" aria-hidden focusable="false" {...props}>
      <rect x="3" y="13" width="4" height="8" rx="1" />
      <rect x="10" y="9" width="4" height="12" rx="1" />
      <rect x="17" y="11" width="4" height="10" rx="1" />
      <path
        d="M2 5.5h3M7 5.5h3M12 5.5h3M17 5.5h3"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        fill="none"
      />
    </SvgIcon>
  );
}
