import type {
  CustomerSubscriptionView,
  HouseholdProfile,
  HouseholdWeights,
  Message,
  NextPickup,
  Order,
  OrderList,
  Product,
} from '@pickup/contracts/schemas';

/** The signed-in test customer of web/test/users.ts. */
export const customerId = '64b0c0ffee00000000000001';

export const nextPickup: NextPickup = {
  scheduled: true,
  date: '2026-11-27',
  timeWindow: '2:00 PM - 5:00 PM',
  time: '2:00 PM',
  timeUntil: 'in 3 days',
  routeName: 'Friday North',
  startsAt: '2026-11-27T19:00:00.000Z',
};

export const noPickup: NextPickup = {
  scheduled: false,
  date: null,
  timeWindow: null,
  time: null,
  timeUntil: null,
  routeName: null,
  startsAt: null,
};

export const profile: HouseholdProfile = {
  id: '690000000000000000000101',
  firstName: 'Test',
  lastName: 'User',
  email: 'customer@example.com',
  phone: '',
  address: '12 Maple Street',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  zone: null,
  pickupDay: 'Friday',
  status: 'active',
  bucketNumber: 'B-0042',
  bucketCount: 1,
  pickupInstructions: '',
  subscription: 'weekly',
  pause: null,
  hasSeenOnboarding: true,
};

const product = (id: number, name: string, category: string, price: number, orderCount = 0): Product => ({
  id: `6900000000000000000002${String(id).padStart(2, '0')}`,
  name,
  description: `${name}, from the farm down the road.`,
  price,
  category,
  active: true,
  orderCount,
});

export const farmEggs = product(1, 'Farm Eggs', 'eggs', 6.5, 41);
export const compostBag = product(2, 'Finished Compost Bag', 'compost', 12, 18);

export const products: Product[] = [
  farmEggs,
  compostBag,
  product(3, 'Compostable Bags (50)', 'supplies', 9.75, 12),
  product(4, 'Extra Bucket', 'supplies', 5, 9),
  product(5, 'Duck Eggs', 'eggs', 8, 3),
  product(6, 'Quail Eggs', 'eggs', 7, 1),
  product(7, 'Egg Carton Return', 'eggs', 0.5, 0),
  product(8, 'Pasture Eggs', 'eggs', 7.5, 0),
];

export const popular: Product[] = [{ ...farmEggs, category: 'user-favorite' }, compostBag];

const order = (id: number, status: Order['status'], day: string): Order => ({
  id: `6900000000000000000003${String(id).padStart(2, '0')}`,
  number: `ORD-10${id}`,
  customerUserId: customerId,
  customerName: 'Test User',
  status,
  items: [{ productId: farmEggs.id, name: 'Farm Eggs', category: 'eggs', price: 6.5, quantity: 2 }],
  subtotal: 13,
  tax: 1.04,
  amount: 14.04,
  date: `${day}T15:00:00.000Z`,
  receiptUrl: '/api/orders/receipt',
  delivery: { date: '2026-11-27', routeName: 'Friday North', timeWindow: '2:00 PM - 5:00 PM' },
});

export const inTransitOrder = order(1, 'in_transit', '2026-11-22');
export const placedOrder = order(2, 'placed', '2026-11-20');
export const deliveredOrder = order(3, 'delivered', '2026-11-12');

export const orders: Order[] = [inTransitOrder, placedOrder, deliveredOrder];

export const orderList: OrderList = {
  orders,
  total: 3,
  totalPages: 1,
  pagination: { total: 3, page: 1, limit: 5, totalPages: 1 },
};

const message = (id: number, fromSupport: boolean, content: string, minutesAgo: number): Message => ({
  id: `6900000000000000000004${String(id).padStart(2, '0')}`,
  customerId,
  senderId: fromSupport ? '64b0c0ffee00000000000002' : customerId,
  receiverId: fromSupport ? customerId : 'support',
  content,
  senderType: fromSupport ? 'business' : 'customer',
  senderName: fromSupport ? 'Maple Street Compost' : 'Test User',
  read: true,
  ticketId: null,
  createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
});

export const thread = {
  messages: [
    message(1, false, 'Can I get a second bucket?', 60 * 24 * 3),
    message(2, true, 'Of course: it comes with your next pickup.', 60 * 24 * 2),
    message(3, false, 'Thanks!', 60 * 30),
    message(4, true, 'Your bucket is on the truck.', 180),
    message(5, false, 'Great, see you Friday.', 45),
    message(6, true, 'See you then!', 0),
  ],
  hasMore: false,
};

export const subscription: CustomerSubscriptionView = {
  id: '690000000000000000000501',
  planId: 'weekly',
  planName: 'Weekly Pickup',
  amount: 25,
  status: 'active',
  nextChargeAt: '2026-12-12T15:00:00.000Z',
  scheduledPlanId: 'biweekly',
  card: { brand: 'visa', last4: '4242' },
};

export const weights: HouseholdWeights = {
  entries: [
    {
      id: '690000000000000000000601',
      pickupDate: '2026-11-20',
      weight: 14.2,
      materialTypes: [],
      contamination: [],
    },
  ],
  monthly: [{ month: '2026-11', totalWeight: 14.2, entries: 1 }],
  lifetimeLbs: 312.4,
  lifetimeEntries: 24,
  averageWeight: 13,
  co2eAvoidedLbs: 91.6,
  gasolineGallons: 4.7,
  since: '2026-05-01',
};
