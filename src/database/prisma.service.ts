import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PrismaClient } from '../generated/prisma/client';
import type { PrismaClientOptions } from '../generated/prisma/internal/prismaNamespace';
import { withLeanQueryCompiler } from './prisma-query-compiler';

/**
 * The client's options with Prisma's hook for replacing its generated configuration (`__internal`, which the
 * runtime reads but the generated options type leaves out): the query compiler is loaded without keeping its
 * base64 text (prisma-query-compiler.ts).
 */
type OptionsWithOverride = PrismaClientOptions & {
  __internal: { configOverride: typeof withLeanQueryCompiler };
};

/**
 * The one Prisma client of the process, over node-postgres (no query engine
 * binary). Only repositories inject it.
 */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const options: OptionsWithOverride = {
      adapter: new PrismaPg({ connectionString: config.databaseUrl }),
      __internal: { configOverride: withLeanQueryCompiler },
    };
    super(options);
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }
}
