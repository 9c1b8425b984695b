import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { PlainField } from '../../../components/form/plain-field';
import { SectionCard } from '../../../components/page/section-card';
import { useSettingsEditor, type SettingKey } from '../hooks/use-settings-editor';
import { SettingsLoaded } from './settings-loaded';

// The contract accepts UTC even where the browser does not list it. A native list: a few hundred
// zones, and the browser's own picker types ahead on every device without loading a widget.
const zones = Intl.supportedValuesOf('timeZone');
const timeZones = zones.includes('UTC') ? zones : [...zones, 'UTC'];
// Made once: React then passes over the few hundred options whenever another field changes.
const timeZoneOptions = timeZones.map((zone) => (
  <option key={zone} value={zone}>
    {zone.replaceAll('_', ' ')}
  </option>
));

type TextKey = Extract<SettingKey, 'businessName' | 'tagline' | 'phone' | 'email' | 'website'>;

/** Settings, General: the business's name and tagline, how customers reach it, and its time zone. */
export function GeneralPanel() {
  const { change, errorOf } = useSettingsEditor();
  return (
    <SettingsLoaded>
      {(values) => {
        const field = (name: TextKey) => ({
          name,
          value: values[name],
          onChange: (value: string) => change(name, value),
          error: errorOf(name),
        });
        return (
          <Box sx={{ display: 'grid', gap: 3 }}>
            <SectionCard
              title="Business Information"
              description="Your customers see these in the header and on your public page."
            >
              <Box sx={{ display: 'grid', gap: 2.5 }}>
                <PlainField label="Business Name" autoComplete="organization" {...field('businessName')} />
                <PlainField
                  label="Tagline"
                  required={false}
                  helperText="A short line under your name, e.g. Fresh compost from your neighbourhood"
                  {...field('tagline')}
                />
              </Box>
            </SectionCard>
            <SectionCard
              title="Contact Details"
              description="How customers reach you, shown on your public page."
            >
              <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <PlainField
                  label="Phone"
                  type="tel"
                  required={false}
                  autoComplete="tel"
                  {...field('phone')}
                />
                <PlainField
                  label="Email"
                  type="email"
                  required={false}
                  autoComplete="email"
                  {...field('email')}
                />
                <PlainField
                  label="Website"
                  type="url"
                  required={false}
                  autoComplete="url"
                  {...field('website')}
                />
                <TextField
                  select
                  name="timeZone"
                  label="Time Zone"
                  value={values.timeZone}
                  onChange={(event) => change('timeZone', event.target.value)}
                  required
                  fullWidth
                  error={errorOf('timeZone') !== undefined}
                  helperText={errorOf('timeZone') ?? 'Pickup days and reminder times follow it'}
                  slotProps={{ select: { native: true } }}
                >
                  {timeZoneOptions}
                </TextField>
              </Box>
            </SectionCard>
          </Box>
        );
      }}
    </SettingsLoaded>
  );
}
