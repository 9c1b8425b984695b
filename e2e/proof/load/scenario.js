/* global __ENV, open */
/* eslint no-console: "off" -- k6 writes an unexpected answer's body to its own output, for the run's log */
// The load of `make load` (k6): the business's owners, staff and households using the web app at
// once through the gateway, each from a device of their own (X-Forwarded-For, as the ingress sets
// it), with the pauses real people make between screens. run.ts seeds the business, writes who
// signs in to LOAD_DATA and reads the summary this script writes to LOAD_SUMMARY_FILE.
import { check, sleep } from 'k6';
import { SharedArray } from 'k6/data';
import exec from 'k6/execution';
import http from 'k6/http';
import { Counter, Trend } from 'k6/metrics';
import ws from 'k6/ws';

const baseUrl = __ENV.LOAD_BASE_URL;
const business = new SharedArray('business', () => [JSON.parse(open(__ENV.LOAD_DATA))])[0];
const p99GoalMs = Number(__ENV.LOAD_P99_GOAL_MS);

/** Each endpoint as the load names it, and the area of the app it belongs to. */
const areas = {
  'POST /api/auth/login': 'sign-in',
  'GET /api/customer/{userId}/next-pickup': 'household: dashboard',
  'GET /api/customer/profile': 'household: dashboard',
  'GET /api/products/purchasable': 'household: dashboard',
  'GET /api/orders': 'household: dashboard',
  'GET /api/billing/subscription': 'household: dashboard',
  'GET /api/customer/weights': 'household: weights',
  'GET /api/customer/{userId}/pickups': 'household: schedule',
  'GET /api/messages/user/{userId}': 'household: chat',
  'POST /api/messages/read (household)': 'household: chat',
  'POST /api/messages (household)': 'household: chat',
  'GET /ws (socket.io upgrade)': 'household: chat',
  'GET /api/tenants/info': 'owner: dashboard',
  'GET /api/analytics/overview': 'owner: dashboard',
  'GET /api/customers': 'owner: customers',
  'GET /api/customers?search=': 'owner: customers',
  'GET /api/customers/stats': 'owner: customers',
  'GET /api/routes': 'owner: routes',
  'GET /api/routes/stats': 'owner: routes',
  'GET /api/drivers/active': 'owner: routes',
  'GET /api/routes/{id}': 'owner: routes',
  'POST /api/routes/{id}/optimize': 'owner: routes',
  'GET /api/weights/summary': 'owner: weights',
  'GET /api/weight-entries/recent': 'owner: weights',
  'GET /api/weights/pending': 'owner: weights',
  'POST /api/weight-entries': 'owner: weights',
  'GET /api/messages/business': 'owner: messages',
  'GET /api/messages/conversation': 'owner: messages',
  'POST /api/messages (owner)': 'owner: messages',
  'POST /api/messages/read (owner)': 'owner: messages',
};

/** Answers off their expected status, by endpoint (the figures list them). */
const unexpectedAnswers = new Counter('unexpected_answers');
/** From a household's message sent over HTTP to its arrival on the household's own live socket. */
const liveDelivery = new Trend('live_delivery', true);

// A threshold on a tagged sub-metric is what puts it in the summary: each endpoint's and each
// area's durations are listed that way, and only the overall p99 carries the goal.
const listedTrend = ['max>=0'];
const listedCount = ['count>=0'];
const perEndpoint = Object.fromEntries(
  Object.keys(areas).flatMap((endpoint) => [
    [`http_req_duration{endpoint:${endpoint}}`, listedTrend],
    [`unexpected_answers{endpoint:${endpoint}}`, listedCount],
  ]),
);
const perArea = Object.fromEntries(
  [...new Set(Object.values(areas))].map((area) => [`http_req_duration{area:${area}}`, listedTrend]),
);

export const options = {
  scenarios: {
    people: {
      executor: 'constant-vus',
      vus: Number(__ENV.LOAD_VUS),
      duration: __ENV.LOAD_DURATION,
      gracefulStop: '15s',
    },
  },
  thresholds: {
    http_req_failed: ['rate==0'],
    http_req_duration: [`p(99)<=${p99GoalMs}`],
    checks: ['rate==1'],
    ...perEndpoint,
    ...perArea,
  },
  summaryTrendStats: ['avg', 'min', 'med', 'p(95)', 'p(99)', 'max', 'count'],
};

const pause = () => sleep(1 + Math.random() * 4);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const today = () => new Date().toISOString().slice(0, 10);

/** One request of the app as this person, judged by its expected status. */
function ask(person, endpoint, method, path, body, expected = 200) {
  return [
    method,
    `${baseUrl}${path}`,
    body === undefined ? null : JSON.stringify(body),
    {
      headers: {
        Authorization: `Bearer ${person.token}`,
        'X-Tenant': business.tenant,
        'X-Forwarded-For': person.address,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      tags: { endpoint, area: areas[endpoint] },
      responseCallback: http.expectedStatuses(expected),
      timeout: '30s',
    },
    endpoint,
    expected,
  ];
}

function judge(response, endpoint, expected) {
  const ok = check(response, { [`${endpoint} answers ${expected}`]: (r) => r.status === expected });
  if (!ok) {
    unexpectedAnswers.add(1, { endpoint, area: areas[endpoint] });
    console.warn(`${endpoint} answered ${response.status}: ${String(response.body).slice(0, 300)}`);
  }
  return response;
}

/** One request, as a screen's single call makes it. */
function one(...args) {
  const [method, url, body, params, endpoint, expected] = ask(...args);
  return judge(http.request(method, url, body, params), endpoint, expected);
}

/** Several requests at once, as a screen's parallel queries make them. */
function together(requests) {
  const responses = http.batch(requests.map(([method, url, body, params]) => [method, url, body, params]));
  return responses.map((response, index) => judge(response, requests[index][4], requests[index][5]));
}

/** Now and then a person comes back on another device and signs in with their password. */
function maybeSignIn(person) {
  if (Math.random() >= 0.05) return;
  const answer = judge(
    http.post(
      `${baseUrl}/api/auth/login`,
      JSON.stringify({ username: person.username, password: person.password }),
      {
        headers: {
          'Content-Type': 'application/json',
          'X-Tenant': business.tenant,
          'X-Forwarded-For': person.address,
        },
        tags: { endpoint: 'POST /api/auth/login', area: areas['POST /api/auth/login'] },
        responseCallback: http.expectedStatuses(200),
      },
    ),
    'POST /api/auth/login',
    200,
  );
  if (answer.status === 200) person.token = answer.json('token');
  pause();
}

function householdDashboard(home) {
  const id = encodeURIComponent(home.userId);
  together([
    ask(home, 'GET /api/customer/{userId}/next-pickup', 'GET', `/api/customer/${id}/next-pickup`),
    ask(home, 'GET /api/customer/profile', 'GET', '/api/customer/profile'),
    ask(home, 'GET /api/products/purchasable', 'GET', '/api/products/purchasable'),
    ask(home, 'GET /api/orders', 'GET', '/api/orders?page=1&limit=3'),
    ask(home, 'GET /api/messages/user/{userId}', 'GET', `/api/messages/user/${id}`),
    ask(home, 'GET /api/customer/weights', 'GET', '/api/customer/weights'),
    // The households the owner imported pay outside the card: the billing card says there is none.
    ask(home, 'GET /api/billing/subscription', 'GET', '/api/billing/subscription', undefined, 404),
  ]);
}

function householdSchedule(home) {
  const id = encodeURIComponent(home.userId);
  together([
    ask(home, 'GET /api/customer/profile', 'GET', '/api/customer/profile'),
    ask(home, 'GET /api/customer/{userId}/next-pickup', 'GET', `/api/customer/${id}/next-pickup`),
    ask(home, 'GET /api/customer/{userId}/pickups', 'GET', `/api/customer/${id}/pickups`),
  ]);
}

/**
 * The household on the chat screen with its live socket (socket.io's protocol spoken by hand: an
 * Engine.IO open packet, the namespace connect with the token, pings answered): it writes to
 * support over HTTP and sees its own message arrive on the socket, as the screen shows it.
 */
function householdChat(home) {
  const id = encodeURIComponent(home.userId);
  together([
    ask(home, 'GET /api/messages/user/{userId}', 'GET', `/api/messages/user/${id}`),
    ask(home, 'POST /api/messages/read (household)', 'POST', '/api/messages/read', {}),
  ]);
  pause();
  const socketUrl = `${baseUrl.replace(/^http/, 'ws')}/ws/?EIO=4&transport=websocket&token=${encodeURIComponent(home.token)}`;
  let sentId = null;
  let sentAt = 0;
  let arrived = false;
  const answer = ws.connect(
    socketUrl,
    {
      headers: { 'X-Forwarded-For': home.address },
      tags: { endpoint: 'GET /ws (socket.io upgrade)', area: areas['GET /ws (socket.io upgrade)'] },
    },
    (socket) => {
      socket.on('message', (packet) => {
        if (packet.startsWith('0')) socket.send(`40${JSON.stringify({ token: home.token })}`);
        else if (packet === '2') socket.send('3');
        else if (packet.startsWith('44')) {
          console.warn(`the live socket refused the household: ${packet}`);
          socket.close();
        } else if (packet.startsWith('40')) {
          sentAt = Date.now();
          const sent = one(
            home,
            'POST /api/messages (household)',
            'POST',
            '/api/messages',
            {
              receiverId: 'support',
              content: `Is the pickup still on for this week? (${new Date().toISOString()})`,
            },
            201,
          );
          sentId = sent.status === 201 ? sent.json('message.id') : null;
          if (sentId === null) socket.close();
        } else if (packet.startsWith('42')) {
          const [event, message] = JSON.parse(packet.slice(2));
          if (event === 'new_message' && message && message.id === sentId) {
            arrived = true;
            liveDelivery.add(Date.now() - sentAt);
            socket.close();
          }
        }
      });
      socket.setTimeout(() => socket.close(), 10_000);
    },
  );
  check(answer, { 'the live socket opens (101)': (r) => r && r.status === 101 });
  check(arrived, { "the household's message arrives on its live socket": (value) => value === true });
  pause();
}

function householdVisit(home) {
  maybeSignIn(home);
  householdDashboard(home);
  pause();
  const choice = Math.random();
  if (choice < 0.3) householdSchedule(home);
  else if (choice < 0.6) householdChat(home);
  else if (choice < 0.8) one(home, 'GET /api/customer/weights', 'GET', '/api/customer/weights');
  pause();
}

function ownerCustomers(owner) {
  together([
    ask(owner, 'GET /api/customers', 'GET', '/api/customers?page=1&limit=20&status=all'),
    ask(owner, 'GET /api/customers/stats', 'GET', '/api/customers/stats'),
  ]);
  pause();
  const search = encodeURIComponent(pick(business.searchTerms));
  one(
    owner,
    'GET /api/customers?search=',
    'GET',
    `/api/customers?page=1&limit=20&status=all&search=${search}`,
  );
  pause();
  one(
    owner,
    'GET /api/customers',
    'GET',
    `/api/customers?page=${2 + Math.floor(Math.random() * 5)}&limit=20&status=all`,
  );
}

function ownerRoutes(owner) {
  together([
    ask(owner, 'GET /api/routes', 'GET', '/api/routes'),
    ask(owner, 'GET /api/routes/stats', 'GET', '/api/routes/stats'),
    ask(owner, 'GET /api/drivers/active', 'GET', '/api/drivers/active'),
  ]);
  pause();
  const routeId = encodeURIComponent(pick(business.routeIds));
  one(owner, 'GET /api/routes/{id}', 'GET', `/api/routes/${routeId}`);
  if (Math.random() < 0.3) {
    pause();
    one(owner, 'POST /api/routes/{id}/optimize', 'POST', `/api/routes/${routeId}/optimize`);
  }
}

function ownerWeights(owner) {
  together([
    ask(owner, 'GET /api/weights/summary', 'GET', '/api/weights/summary?period=30d'),
    ask(owner, 'GET /api/weight-entries/recent', 'GET', '/api/weight-entries/recent'),
    ask(owner, 'GET /api/weights/pending', 'GET', `/api/weights/pending?date=${today()}`),
  ]);
  const buckets = 1 + Math.floor(Math.random() * 3);
  for (let bucket = 0; bucket < buckets; bucket += 1) {
    pause();
    one(
      owner,
      'POST /api/weight-entries',
      'POST',
      '/api/weight-entries',
      {
        customerId: pick(business.routeCustomerIds),
        weight: Math.round((5 + Math.random() * 10) * 10) / 10,
        materialTypes: ['Food scraps'],
      },
      201,
    );
  }
}

function ownerMessages(owner) {
  one(owner, 'GET /api/messages/business', 'GET', '/api/messages/business');
  pause();
  const customerId = pick(business.households).customerId;
  one(owner, 'GET /api/messages/conversation', 'GET', `/api/messages/conversation?customerId=${customerId}`);
  pause();
  one(
    owner,
    'POST /api/messages (owner)',
    'POST',
    '/api/messages',
    {
      receiverId: customerId,
      content: 'Thanks for letting us know: the driver has a note about it.',
    },
    201,
  );
  one(owner, 'POST /api/messages/read (owner)', 'POST', '/api/messages/read', { customerId });
}

function ownerVisit(owner) {
  maybeSignIn(owner);
  together([
    ask(owner, 'GET /api/tenants/info', 'GET', '/api/tenants/info'),
    ask(owner, 'GET /api/analytics/overview', 'GET', '/api/analytics/overview?period=30d'),
  ]);
  pause();
  const choice = Math.random();
  if (choice < 0.35) ownerCustomers(owner);
  else if (choice < 0.6) ownerRoutes(owner);
  else if (choice < 0.85) ownerWeights(owner);
  else ownerMessages(owner);
  pause();
}

/** Each virtual user is one person of the business for the whole run: the first ones its owners and staff. */
let person = null;

export default function () {
  const index = exec.vu.idInTest - 1;
  const isOwner = index < business.owners.length;
  if (person === null) {
    const seeded = isOwner
      ? business.owners[index]
      : business.households[(index - business.owners.length) % business.households.length];
    person = { ...seeded };
    // People arrive over the first seconds, not in one instant.
    sleep(Math.random() * 5);
  }
  if (isOwner) ownerVisit(person);
  else householdVisit(person);
}

export function handleSummary(data) {
  return { [__ENV.LOAD_SUMMARY_FILE]: JSON.stringify(data, null, 2) };
}
