import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import { sqlOfPrisma } from '../database/sql';
import { WebhooksRepository } from '../webhooks/webhooks.repository';
import { Addressed } from './notification';

/** Postgres channel for notifications that come from no match event (challenges): `Addressed` JSON. */
export const USER_NOTICES_CHANNEL = 'claim_user_notices';

/** Publishes notifications that no match event carries: to webhooks' outbox and to every process. */
@Injectable()
export class UserNoticesRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly outbox: WebhooksRepository,
  ) {}

  /** One transaction: the outbox rows and the NOTIFYs (delivered on commit) happen together or not at all. */
  async publish(notices: readonly Addressed[], now: Date): Promise<void> {
    if (notices.length === 0) return;
    await this.prisma.$transaction(async (tx) => {
      await this.outbox.enqueue(sqlOfPrisma(tx), notices, now);
      for (const notice of notices)
        await tx.$executeRaw`SELECT pg_notify(${USER_NOTICES_CHANNEL}, ${JSON.stringify(notice)})`;
    });
  }
}
