import { promises as fs } from 'fs';

export default async function globalTeardown(): Promise<void> {
  const cluster = globalThis.__claimTestCluster;
  if (!cluster) return;
  globalThis.__claimTestCluster = undefined;
  await cluster.server.stop();
  await fs.rm(cluster.dataDir, { recursive: true, force: true });
}
