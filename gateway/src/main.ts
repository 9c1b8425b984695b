import { createLogger, loadConfig, runUntilSignalled } from '@pickup/kit';
import { gatewayConfigSchema } from './config';
import { startGateway } from './gateway';

const config = loadConfig(gatewayConfigSchema);
const logger = createLogger('gateway', config.LOG_LEVEL);

startGateway(config).then(
  (gateway) => runUntilSignalled(gateway.stop, logger, config.SHUTDOWN_TIMEOUT_MS),
  (error: unknown) => {
    logger.fatal({ err: error }, 'gateway failed to start');
    process.exit(1);
  },
);
