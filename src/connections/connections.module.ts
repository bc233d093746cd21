import { DynamicModule, Global, Module } from '@nestjs/common';
import { OpenStreams } from '../auth/open-streams';
import { ConnectionRegistry } from './connection-registry';

/** Makes the process's ConnectionRegistry injectable (the SSE stream takes its slots from it), and its OpenStreams. */
@Global()
@Module({})
export class ConnectionsModule {
  static register(registry: ConnectionRegistry): DynamicModule {
    return {
      module: ConnectionsModule,
      providers: [
        { provide: ConnectionRegistry, useValue: registry },
        // The streams by credential, for Sessions and StreamCredentials to end (src/auth/open-streams.ts).
        { provide: OpenStreams, useValue: registry.credentials },
      ],
      exports: [ConnectionRegistry, OpenStreams],
    };
  }
}
