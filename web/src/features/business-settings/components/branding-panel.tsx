import Box from '@mui/material/Box';
import { SectionCard } from '../../../components/page/section-card';
import { useSettingsEditor } from '../hooks/use-settings-editor';
import { BrandPreview } from './brand-preview';
import { ColorField } from './color-field';
import { LogoCard } from './logo-card';
import { SettingsLoaded } from './settings-loaded';

/** Settings, Branding: the two brand colours with a live preview, and the logo. */
export function BrandingPanel() {
  const { change, errorOf } = useSettingsEditor();
  return (
    <SettingsLoaded>
      {(values) => (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <SectionCard
            title="Brand Colors"
            description="Your header, buttons and links take these colours; the page shows them as you edit."
          >
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <Box sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
                <ColorField
                  label="Primary Color"
                  name="primaryColor"
                  value={values.primaryColor}
                  onChange={(color) => change('primaryColor', color)}
                  error={errorOf('primaryColor')}
                />
                <ColorField
                  label="Secondary Color"
                  name="secondaryColor"
                  value={values.secondaryColor}
                  onChange={(color) => change('secondaryColor', color)}
                  error={errorOf('secondaryColor')}
                />
              </Box>
              <BrandPreview {...values} />
            </Box>
          </SectionCard>
          <LogoCard values={values} />
        </Box>
      )}
    </SettingsLoaded>
  );
}
