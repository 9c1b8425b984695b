import { browserTimeZone, todayIn } from '../src/lib/business-day';

/** Today as the screens under test see it: without branding loaded, the business's clock is the browser's. */
export const today = () => todayIn(browserTimeZone);
