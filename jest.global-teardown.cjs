module.exports = async function globalTeardown() {
  for (const container of globalThis.__testContainers ?? []) await container.stop();
};
