import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

interface StepHeadingProps {
  id: string;
  title: string;
  description: ReactNode;
  /** Takes the focus when the step opens, so a screen reader announces where the household is. */
  focusOnOpen?: boolean;
}

/** A step's own heading under the screen's, and a line saying what the step asks. */
export function StepHeading({ id, title, description, focusOnOpen = false }: StepHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);
  return (
    <>
      <Typography
        ref={heading}
        id={id}
        tabIndex={-1}
        component="h2"
        variant="h6"
        sx={{ fontWeight: 700, mb: 0.5, '&:focus': { outline: 'none' } }}
      >
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
        {description}
      </Typography>
    </>
  );
}
