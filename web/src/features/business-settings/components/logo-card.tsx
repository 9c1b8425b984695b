import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { limits, logoMediaTypes, tenantMessages } from '@pickup/contracts/constants';
import type { BusinessSettings } from '@pickup/contracts/schemas';
import type { ChangeEvent } from 'react';
import { BrandLogo } from '../../../components/layouts/brand-mark';
import { SectionCard } from '../../../components/page/section-card';
import { useToast } from '../../../components/toast/toast-context';
import { isApiError, serverMessage } from '../../../lib/api-error';
import { useUploadLogoMutation } from '../api/settings-api';
import { useSettingsEditor } from '../hooks/use-settings-editor';
import { logoFailedToast, logoHint, logoUploadedToast } from '../utils/messages';

const acceptedTypes: readonly string[] = logoMediaTypes;

// The server's own words are shown for a file too large (413) or of the wrong kind (415).
const explainedStatuses = new Set([413, 415]);

const tips = [
  'A square logo of at least 300x300px stays sharp in the header and on your public page.',
  'PNG or SVG with a transparent background sits well on your brand colour.',
  'Your logo shows for you and your customers as soon as it is uploaded.',
];

/** Settings, Branding: the current logo, Upload (saved at once) and Remove (saved with the rest). */
export function LogoCard({ values }: { values: BusinessSettings }) {
  const { change, discard, saved } = useSettingsEditor();
  const [upload, { isLoading: uploading }] = useUploadLogoMutation();
  const { toast } = useToast();
  const removing = Boolean(saved?.logoUrl) && values.logoUrl === null;

  const failed = (message: string) => toast({ title: logoFailedToast.title, message, severity: 'error' });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again is a new choice.
    input.value = '';
    if (!file) return;
    if (!acceptedTypes.includes(file.type)) return failed(tenantMessages.logoType);
    if (file.size > limits.logoMaxBytes) return failed(tenantMessages.logoTooLarge);
    const result = await upload(file);
    if (result.error) {
      const explained = isApiError(result.error) && explainedStatuses.has(result.error.status);
      return failed(
        explained ? serverMessage(result.error, logoFailedToast.message) : logoFailedToast.message,
      );
    }
    discard('logoUrl');
    toast({ ...logoUploadedToast, severity: 'success' });
  };

  return (
    <SectionCard title="Logo & Branding" description="Your logo in the header, for you and your customers.">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            width: 112,
            height: 112,
            display: 'grid',
            placeItems: 'center',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.default',
          }}
          data-current-logo={values.logoUrl ?? ''}
        >
          <BrandLogo
            key={values.logoUrl ?? ''}
            brand={{ name: values.businessName, logoUrl: values.logoUrl }}
            size={88}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 1.25, minWidth: 0, flex: '1 1 240px' }}>
          <Typography sx={{ fontWeight: 600 }}>
            {removing
              ? 'The logo is removed when you save.'
              : values.logoUrl
                ? 'Current logo'
                : 'No logo yet: the first letter of your name shows instead.'}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              component="label"
              variant="contained"
              disableElevation
              startIcon={<UploadIcon />}
              disabled={uploading}
            >
              {uploading ? 'Uploading…' : 'Upload Logo'}
              <Box
                component="input"
                type="file"
                name="logo"
                accept={logoMediaTypes.join(',')}
                onChange={(event: ChangeEvent<HTMLInputElement>) => void choose(event)}
                sx={{ display: 'none' }}
              />
            </Button>
            {values.logoUrl && (
              <Button
                variant="outlined"
                startIcon={<DeleteIcon />}
                onClick={() => change('logoUrl', null)}
                disabled={uploading}
              >
                Remove
              </Button>
            )}
            {removing && (
              <Button onClick={() => discard('logoUrl')} disabled={uploading}>
                Keep Logo
              </Button>
            )}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {logoHint}
          </Typography>
        </Box>
      </Box>
      <Typography component="h3" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
        Tips
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5, color: 'text.secondary' }}>
        {tips.map((tip) => (
          <Typography component="li" variant="body2" key={tip}>
            {tip}
          </Typography>
        ))}
      </Box>
    </SectionCard>
  );
}
