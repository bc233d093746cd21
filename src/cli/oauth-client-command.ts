import type { AppConfig } from '../config/app-config';
import { loadEnvironmentConfig } from '../config/app-config';
import { Clock } from '../common/clock';
import { bootstrapDatabase } from '../database/database-bootstrap';
import { PrismaService } from '../database/prisma.service';
import { registerOAuthClient } from '../auth/oauth/oauth-clients';
import { OAuthRecordsRepository } from '../auth/oauth/oauth-records.repository';
import { OAuthServer } from '../auth/oauth/oauth-server';
import { UsersRepository } from '../users/users.repository';
import type { CommandOutput } from './commands';

/**
 * `claim oauth-client --name NAME --redirect-uri URI[,URI…]`: registers a confidential OAuth client
 * (docs/api.md "Authorise an app") and prints its id and secret, shown this once. Uses DATABASE_URL, or
 * else the embedded database in ./.data (which needs the server stopped).
 */
export async function oauthClientCommand(name: string, redirectUris: readonly string[]): Promise<CommandOutput> {
  const config = loadEnvironmentConfig();
  const database = await bootstrapDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    preferredPort: config.embeddedPostgresPort,
    log: () => undefined,
  });
  const prisma = new PrismaService({ databaseUrl: database.url } as AppConfig);
  try {
    const records = new OAuthRecordsRepository(prisma);
    const server = new OAuthServer(
      { ...config, databaseUrl: database.url },
      records,
      new UsersRepository(prisma),
      new Clock(),
    );
    const client = await registerOAuthClient(server, records, name, redirectUris);
    return { exitCode: 0, stdout: JSON.stringify(client, null, 2) };
  } finally {
    await prisma.$disconnect();
    await database.stop();
  }
}
