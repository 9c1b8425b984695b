import { PlainField } from '../../../components/form/plain-field';
import type { FieldProps } from '../../../components/form/use-form';
import { platformHost } from '../utils/wizard';

interface BusinessFieldsProps {
  subdomain: FieldProps;
  businessName: FieldProps;
  customDomain: FieldProps;
}

/** The business's own fields: its name, its subdomain (with the address it makes), its own domain. */
export function BusinessFields({ subdomain, businessName, customDomain }: BusinessFieldsProps) {
  const host = platformHost(window.location.host);
  return (
    <>
      <PlainField label="Business name" autoComplete="organization" autoFocus {...businessName} />
      <PlainField
        label="Subdomain"
        autoCapitalize="none"
        helperText={`Your address: ${subdomain.value.trim() || 'your-business'}.${host}`}
        {...subdomain}
      />
      <PlainField
        label="Custom domain"
        autoCapitalize="none"
        required={false}
        helperText="Optional, such as pickup.yourbusiness.com. You will add two DNS records later."
        {...customDomain}
      />
    </>
  );
}
