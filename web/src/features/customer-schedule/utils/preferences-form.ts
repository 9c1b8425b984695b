import {
  customerMessages,
  householdPreferencesBody,
  pauseServiceBody,
  z,
  type PauseServiceBody,
} from '@pickup/contracts/schemas';

/** What the Update Preferences form sends: the preferences, and a pause when a first day was chosen. */
export interface PreferencesChange {
  preferences: { pickupInstructions: string; bucketCount: number };
  pause: PauseServiceBody | null;
}

export type PreferencesField = 'pickupInstructions' | 'bucketCount' | 'from' | 'until';

const typed = z.object({
  pickupInstructions: z.string(),
  bucketCount: z.string(),
  from: z.string(),
  until: z.string(),
});

/**
 * The form's values checked with the contracts' own schemas (preferences, pause), plus the rule the
 * service checks against the business's clock: a pause starts today or later. The fields carry the
 * requests' names, so the server's field messages land under them too.
 */
export function preferencesSchema(today: string): z.ZodType<PreferencesChange> {
  return typed.transform((values, ctx) => {
    const preferences = householdPreferencesBody.safeParse({
      pickupInstructions: values.pickupInstructions,
      bucketCount: values.bucketCount === '' ? Number.NaN : Number(values.bucketCount),
    });
    if (!preferences.success) {
      for (const issue of preferences.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
    }
    let pause: PauseServiceBody | null = null;
    if (values.from !== '' && values.from < today) {
      ctx.addIssue({ code: 'custom', message: customerMessages.pauseFromPast, path: ['from'] });
    } else if (values.from === '' && values.until !== '') {
      ctx.addIssue({ code: 'custom', message: 'Choose the first day to pause from', path: ['from'] });
    } else if (values.from !== '') {
      const parsed = pauseServiceBody.safeParse({ from: values.from, until: values.until || null });
      if (parsed.success) pause = parsed.data;
      else {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
        }
      }
    }
    if (!preferences.success || ctx.issues.length > 0) return z.NEVER;
    return {
      preferences: {
        pickupInstructions: preferences.data.pickupInstructions ?? '',
        bucketCount: preferences.data.bucketCount ?? 1,
      },
      pause,
    };
  });
}
