import type { AppConfig } from '../../src/config/app-config';
import { PrismaService } from '../../src/database/prisma.service';
import type { TestDatabase } from '../support/test-database';
import { createTestDatabase } from '../support/test-database';

/**
 * The application's Prisma client loads its query compiler through prisma-query-compiler.ts (issue 36: not
 * the generated client's base64 module): reads and writes go through that compiler and work.
 */
describe('the Prisma client with the lean query compiler loader', () => {
  let database: TestDatabase;
  let prisma: PrismaService;

  beforeAll(async () => {
    database = await createTestDatabase();
    // PrismaService reads only the database URL of the configuration.
    prisma = new PrismaService({ databaseUrl: database.url } as AppConfig);
  });
  afterAll(async () => {
    await prisma.$disconnect();
    await database.drop();
  });

  it('compiles and runs model queries', async () => {
    expect(await prisma.user.count()).toBe(0);
    const created = await prisma.user.create({ data: { username: 'compiler-check', passwordHash: 'x' } });
    const found = await prisma.user.findUnique({ where: { id: created.id }, select: { username: true } });
    expect(found).toEqual({ username: 'compiler-check' });
  });
});
