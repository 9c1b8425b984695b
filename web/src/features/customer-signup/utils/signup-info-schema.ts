import { customerSignupBody, z } from '@pickup/contracts/schemas';

const filledIn = (max: number, message: string) =>
  z.string().trim().min(1, message).max(max, `At most ${max} characters`);

/**
 * Step 1 as the contract checks it, with city, state and ZIP required too: the spec marks them
 * required on the form, and a pickup needs the whole address. Kept apart from the rest of the
 * sign-up so that zod and the contract's schemas load with step 1's form alone.
 */
export const signupInfoSchema = customerSignupBody
  .pick({
    firstName: true,
    lastName: true,
    email: true,
    phone: true,
    address: true,
    pickupInstructions: true,
  })
  .extend({
    city: filledIn(100, 'Enter your city'),
    state: filledIn(50, 'Enter your state'),
    zipCode: filledIn(20, 'Enter your ZIP code').regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code'),
  });
export type SignupInfo = z.infer<typeof signupInfoSchema>;
