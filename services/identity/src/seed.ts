// `make seed`: what a developer needs to sign in locally. Idempotent: run it as often as you like.
import { z } from '@pickup/contracts';
import { connectMongo, createLogger, parseConfig, urlWith } from '@pickup/kit';
import { userModel, MongoUserStore } from './data/users';
import { createPlatformAdmin } from './domain/accounts';
import { randomToken } from './domain/secrets';

const seedConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  MONGO_URL: urlWith(['mongodb', 'mongodb+srv']).default('mongodb://127.0.0.1:27017'),
  SEED_ADMIN_USERNAME: z.string().min(3).default('admin'),
  /** A password of your choosing; otherwise one is generated and printed. */
  SEED_ADMIN_PASSWORD: z.string().min(6).optional(),
  /** Identity's database (the service's name); another one to try the seed on a scratch copy. */
  SEED_DB_NAME: z.string().min(1).default('identity'),
});

const print = (line = '') => process.stdout.write(`${line}\n`);

async function seed(): Promise<void> {
  const config = parseConfig(seedConfigSchema);
  if (config.NODE_ENV === 'production') {
    throw new Error(
      'The seed creates well-known local accounts: it refuses to run with NODE_ENV=production.',
    );
  }
  const logger = createLogger('identity-seed', 'error');
  const mongo = connectMongo({ url: config.MONGO_URL, dbName: config.SEED_DB_NAME, logger });
  try {
    await mongo.ready;
    // The unique indexes must exist before the first insert, as they do in the running service.
    await userModel(mongo.connection).init();
    const users = new MongoUserStore(mongo.connection);
    const username = config.SEED_ADMIN_USERNAME;
    const existing = await users.findByUsername(username);
    print();
    if (existing) {
      print(
        `  Platform admin "${existing.username}" exists already (its password was printed when it was made).`,
      );
      print(`  Forgot it? Reset it from /forgot-password with ${existing.email}; the link arrives in the`);
      print('  mail catcher at http://127.0.0.1:1080.');
    } else {
      const password = config.SEED_ADMIN_PASSWORD ?? randomToken().slice(0, 16);
      await createPlatformAdmin(
        { users },
        {
          username,
          email: `${username}@pickup.localhost`,
          password,
          firstName: 'Platform',
          lastName: 'Admin',
        },
      );
      print('  Platform admin for local use (shown once, keep it):');
      print(`    username  ${username}`);
      print(`    password  ${password}`);
    }
    print();
  } finally {
    await mongo.close();
  }
}

seed().catch((error: unknown) => {
  process.stderr.write(`seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
