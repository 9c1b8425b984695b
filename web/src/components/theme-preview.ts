import { createContext, useContext, useEffect } from 'react';

export interface PreviewColors {
  primaryColor: string;
  secondaryColor: string;
}

/** Sets the colours the whole page shows in place of the saved branding; null goes back to it. */
export const ThemePreviewContext = createContext<(colors: PreviewColors | null) => void>(() => undefined);

/**
 * Shows these colours on the whole page (header, buttons, links) while the calling screen is
 * mounted, so a business sees its colours before saving them; null, or leaving, shows the saved ones.
 */
export function useThemePreview(colors: PreviewColors | null): void {
  const setPreview = useContext(ThemePreviewContext);
  const primaryColor = colors?.primaryColor;
  const secondaryColor = colors?.secondaryColor;
  useEffect(() => {
    setPreview(
      primaryColor !== undefined && secondaryColor !== undefined ? { primaryColor, secondaryColor } : null,
    );
  }, [primaryColor, secondaryColor, setPreview]);
  useEffect(() => () => setPreview(null), [setPreview]);
}
