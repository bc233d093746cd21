import { INestApplication, LogLevel, Module, ModuleMetadata } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { setupOpenApi } from './rest/openapi';

export interface CreateAppOptions {
  /** Extra modules beside AppModule (tests add probe resolvers this way). */
  imports?: ModuleMetadata['imports'];
  logger?: LogLevel[] | false;
}

/** Builds the application without listening; main.ts and tests share it. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<INestApplication> {
  @Module({ imports: [AppModule.register(config), ...(options.imports ?? [])] })
  class RootModule {}

  const app = await NestFactory.create(RootModule, {
    logger: options.logger ?? ['log', 'warn', 'error', 'fatal'],
    // main.ts owns signal handling, so it can stop the database afterwards.
    abortOnError: false,
  });
  setupOpenApi(app);
  return app;
}
