import { Module } from '@nestjs/common';
import { MailResolver } from './graphql/mail.resolver';
import { MailController } from './mail.controller';
import { MailOutbox } from './mail-outbox';
import { MailTransport } from './mail-transport';
import { MailWorker } from './mail-worker';
import { MailRepository } from './mail.repository';
import { MailService } from './mail.service';
import { PasswordResetResolver } from './graphql/password-reset.resolver';
import { PasswordResetRepository } from './password-reset.repository';
import { PasswordResets } from './password-reset.service';

/** E-mail: addresses and their verification, password reset, the e-mail outbox (a sink of the notification log) and its worker. */
@Module({
  controllers: [MailController],
  providers: [
    MailRepository,
    MailService,
    MailResolver,
    MailOutbox,
    MailTransport,
    MailWorker,
    PasswordResetRepository,
    PasswordResets,
    PasswordResetResolver,
  ],
  exports: [PasswordResets, MailService],
})
export class MailModule {}
