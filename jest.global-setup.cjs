/**
 * Finds the infrastructure the integration suites need, in this order: URLs given in the
 * environment; containers when a Docker engine answers; the local processes of `make infra-up`.
 */
const net = require('node:net');
const { execFileSync } = require('node:child_process');

const local = {
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  RABBITMQ_URL: 'amqp://127.0.0.1:5672',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port), timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

function dockerAvailable() {
  try {
    execFileSync('docker', ['info'], { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

async function startContainers() {
  const { GenericContainer, Wait } = require('testcontainers');
  const mongo = await new GenericContainer('mongo:8').withExposedPorts(27017).start();
  const rabbit = await new GenericContainer('rabbitmq:4-alpine')
    .withExposedPorts({ container: 5672, host: 5672 })
    .withWaitStrategy(Wait.forLogMessage('Server startup complete'))
    .start();
  const redis = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
  globalThis.__testContainers = [mongo, rabbit, redis];
  process.env.MONGO_URL = `mongodb://${mongo.getHost()}:${mongo.getMappedPort(27017)}`;
  process.env.RABBITMQ_URL = `amqp://${rabbit.getHost()}:5672`;
  process.env.REDIS_URL = `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`;
  process.env.TEST_RABBITMQ_CONTAINER = rabbit.getId();
}

module.exports = async function globalSetup() {
  const given = Object.keys(local).filter((name) => process.env[name]);
  if (given.length === Object.keys(local).length) return;
  if (given.length === 0 && !(await reachable(local.MONGO_URL)) && dockerAvailable()) {
    await startContainers();
    return;
  }
  for (const [name, url] of Object.entries(local)) {
    process.env[name] ??= url;
    if (!(await reachable(process.env[name]))) {
      throw new Error(`${name} (${process.env[name]}) is not reachable: run \`make infra-up\` first.`);
    }
  }
};
