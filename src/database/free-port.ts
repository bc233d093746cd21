import net from 'net';

/**
 * `preferred` if nothing listens on it, otherwise any free port. Another
 * process may still take it before we bind; PostgreSQL then fails loudly.
 */
export async function findFreePort(preferred = 0): Promise<number> {
  const tryPort = (port: number): Promise<number> =>
    new Promise((resolve, reject) => {
      const probe = net.createServer();
      probe.unref();
      probe.once('error', reject);
      probe.listen(port, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() =>
          typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
        );
      });
    });
  if (preferred !== 0) {
    const port = await tryPort(preferred).catch(() => undefined);
    if (port !== undefined) return port;
  }
  return tryPort(0);
}
