import type { AppConfig } from '../config/app-config';
import { loadEnvironmentConfig } from '../config/app-config';
import { Clock } from '../common/clock';
import { PrismaService } from '../database/prisma.service';
import { registerOAuthClient } from '../auth/oauth/oauth-client-registration';
import { OAuthRecordsRepository } from '../auth/oauth/oauth-records.repository';
import { OAuthServer } from '../auth/oauth/oauth-server';
import { UsersRepository } from '../users/users.repository';
import { withDatabase } from './backup-command';
import type { CommandOutput } from './commands';

/**
 * `claim oauth-client --name NAME --redirect-uri URI[,URI…]`: registers a confidential OAuth client
 * (docs/api.md "Authorise an app") and prints its id and secret, shown this once.
 */
export function oauthClientCommand(name: string, redirectUris: readonly string[]): Promise<CommandOutput> {
  return withDatabase(async (databaseUrl) => {
    const prisma = new PrismaService({ databaseUrl } as AppConfig);
    try {
      const records = new OAuthRecordsRepository(prisma);
      const config = { ...loadEnvironmentConfig(), databaseUrl };
      const server = new OAuthServer(config, records, new UsersRepository(prisma), new Clock());
      const client = await registerOAuthClient(server, records, name, redirectUris);
      return { exitCode: 0, stdout: JSON.stringify(client, null, 2) };
    } finally {
      await prisma.$disconnect();
    }
  });
}
