import { DynamicModule, Global, Module } from '@nestjs/common';
import { ConnectionRegistry } from './connection-registry';

/** Makes the process's ConnectionRegistry injectable (the SSE stream takes its slots from it). */
@Global()
@Module({})
export class ConnectionsModule {
  static register(registry: ConnectionRegistry): DynamicModule {
    return {
      module: ConnectionsModule,
      providers: [{ provide: ConnectionRegistry, useValue: registry }],
      exports: [ConnectionRegistry],
    };
  }
}
