import { Controller, Get, Headers, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { OpsService } from './ops.service';

/**
 * `/health/live`, `/health/ready` and `/metrics` for operators and orchestrators (docs/operations.md). No
 * credential for health: it reveals nothing but up or down. `/metrics` on this port needs METRICS_TOKEN as a
 * bearer token, and is not served at all without one (METRICS_PORT serves it on its own port instead).
 */
@ApiExcludeController()
@Controller()
export class OpsController {
  constructor(
    private readonly ops: OpsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('health/live')
  async live(@Res() response: Response): Promise<void> {
    const answer = await this.ops.live();
    response.status(answer.status).json(answer.body);
  }

  @Get('health/ready')
  async ready(@Res() response: Response): Promise<void> {
    const answer = await this.ops.readiness();
    response.status(answer.status).json(answer.body);
  }

  @Get('metrics')
  async metrics(@Headers('authorization') authorization: string | undefined, @Res() response: Response): Promise<void> {
    const token = this.config.metrics.token;
    if (token === null) {
      response.status(404).json({ code: 'NOT_FOUND', message: 'metrics are not served on this port' });
      return;
    }
    if (!sameSecret(authorization ?? '', `Bearer ${token}`)) {
      response.status(401).json({ code: 'UNAUTHENTICATED', message: 'metrics need the METRICS_TOKEN bearer token' });
      return;
    }
    const { contentType, text } = await this.ops.metrics();
    response.status(200).type(contentType).send(text);
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
