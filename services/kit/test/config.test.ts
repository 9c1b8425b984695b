import { ConfigError, loadConfig, parseConfig, serviceConfigSchema } from '../src/config';
import { minimalServiceEnv } from '../src/testing';

const complete = minimalServiceEnv;

describe('configuration from the environment', () => {
  it('parses a complete environment and fills the documented defaults', () => {
    const config = parseConfig(serviceConfigSchema, complete);
    expect(config.PORT).toBe(4001);
    expect(config.EVENTS_EXCHANGE).toBe('pickup.events');
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('names every missing variable at once', () => {
    const { MONGO_URL: _m, RABBITMQ_URL: _r, REDIS_URL: _redis, ...partial } = complete;
    expect(() => parseConfig(serviceConfigSchema, partial)).toThrow(ConfigError);
    try {
      parseConfig(serviceConfigSchema, partial);
    } catch (error) {
      expect((error as ConfigError).problems.sort()).toEqual([
        'MONGO_URL is required but not set',
        'RABBITMQ_URL is required but not set',
        'REDIS_URL is required but not set',
      ]);
    }
  });

  it('says what is wrong with a malformed value', () => {
    expect(() => parseConfig(serviceConfigSchema, { ...complete, MONGO_URL: 'http://db' })).toThrow(
      /MONGO_URL must be a mongodb or mongodb\+srv URL/,
    );
    expect(() => parseConfig(serviceConfigSchema, { ...complete, INTERNAL_SECRET: 'short' })).toThrow(
      /INTERNAL_SECRET must be at least 16 characters/,
    );
  });

  it('exits with code 1 and a readable message instead of a stack trace', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as typeof process.exit);
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(() => loadConfig(serviceConfigSchema, { ...complete, PORT: undefined })).toThrow('exit 1');
      const written = stderr.mock.calls.map(([chunk]) => String(chunk)).join('');
      expect(written).toContain('PORT is required but not set');
      expect(written).toContain('.env.example');
    } finally {
      exit.mockRestore();
      stderr.mockRestore();
    }
  });
});
