import { customerPlans } from '@pickup/contracts/constants';

/**
 * What every plan includes (customer spec §9): the bucket and when it arrives, as the plans' own
 * features word it ("5-gallon bucket delivered within 3 to 5 business days").
 */
export const bucketDelivery: string =
  customerPlans
    .map((plan) => plan.features)
    .reduce((shared, features) => shared.filter((feature) => features.includes(feature)))[0] ?? '';
