import { analyticsSources } from '@pickup/contracts';
import { connectMongo, connectRedis, createLogger, loadConfig } from '@pickup/kit';
import { analyticsReplays } from './calls/peer-services';
import { tenantConfigSchema } from './config';
import {
  rebuildAnalytics,
  rebuildTargets,
  type RebuildSummary,
  ReplayRefusedError,
} from './domain/analytics-rebuild';
import { PeerUnavailableError } from './domain/model';
import { buildTenancy, systemClock } from './service';

/**
 * `make analytics-rebuild TENANT=<subdomain>` (or `TENANT=all`): rebuilds the owner's analytics
 * of one business, or of every business, from the source services' replays (docs/analytics.md,
 * Rebuilding). It reads the tenant service's environment (.env) and needs the sources running;
 * one that cannot be reached stops it with a message and exit code 1.
 */

/** The kit retries the database without end (a service waits for it); a command gives up and says so. */
async function databaseReady(ready: Promise<void>, url: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the tenant database at ${url} cannot be reached`)), 15_000);
  });
  try {
    await Promise.race([ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function describe(summary: RebuildSummary): string {
  const told = analyticsSources.map((source) => `${source} ${summary.events[source]}`).join(', ');
  return `${summary.subdomain}: ${told} events, rebuilt in ${(summary.durationMs / 1000).toFixed(1)} s`;
}

async function main(which: string | undefined): Promise<number> {
  if (!which) {
    process.stderr.write('Name the business: TENANT=<subdomain>, or TENANT=all for every business.\n');
    return 2;
  }
  // The command serves nothing: the port the service would listen on does not matter here.
  const config = loadConfig(tenantConfigSchema, { PORT: '0', ...process.env });
  // Only failures are logged: the command's own lines are the per-business summaries.
  const logger = createLogger('tenant-analytics-rebuild', 'error');
  const mongo = connectMongo({ url: config.MONGO_URL, dbName: config.MONGO_DB_NAME ?? 'tenant', logger });
  const redis = connectRedis(config.REDIS_URL, logger, { queueWhileOffline: true });
  try {
    await databaseReady(mongo.ready, config.MONGO_URL);
    const tenancy = buildTenancy({ config, connection: mongo.connection, logger, redis }, systemClock);
    const target = (baseUrl: string) => ({
      baseUrl,
      internalSecret: config.INTERNAL_SECRET,
      timeoutMs: config.INTERNAL_CALL_TIMEOUT_MS,
    });
    const replays = analyticsReplays({
      customer: target(config.CUSTOMER_URL),
      billing: target(config.BILLING_URL),
      routing: target(config.ROUTING_URL),
      weight: target(config.WEIGHT_URL),
    });
    const tenants = await rebuildTargets(tenancy, which);
    process.stdout.write(
      `Rebuilding the analytics of ${tenants.length} ${tenants.length === 1 ? 'business' : 'businesses'} …\n`,
    );
    for (const tenant of tenants) {
      process.stdout.write(`${describe(await rebuildAnalytics(tenancy, replays, tenant))}\n`);
    }
    process.stdout.write('Done: the figures come back as the tenant service computes the marked days.\n');
    return 0;
  } catch (error) {
    const sourceFailed = error instanceof PeerUnavailableError || error instanceof ReplayRefusedError;
    const reason =
      error instanceof PeerUnavailableError
        ? `${error.message}: is it running at the address in .env? (${String(error.cause)})`
        : error instanceof Error
          ? error.message
          : String(error);
    process.stderr.write(`The rebuild stopped: ${reason}\n`);
    if (sourceFailed) {
      process.stderr.write(
        'A business it could not start is as it was; one it stopped in the middle of is partly rebuilt: run the command again.\n',
      );
    }
    return 1;
  } finally {
    await mongo.close();
    await redis.quit().catch(() => redis.disconnect());
  }
}

void main(process.argv[2]).then((code) => process.exit(code));
