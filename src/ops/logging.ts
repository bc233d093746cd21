import type { LoggerService } from '@nestjs/common';
import type { Request } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DestinationStream, LevelWithSilent, Logger as PinoLogger, TransportSingleOptions } from 'pino';
import { pino } from 'pino';
import type { HttpLogger } from 'pino-http';
import { pinoHttp } from 'pino-http';
import type { AppConfig, LogLevelName } from '../config/app-config';

/** What a client may send as X-Request-Id: the characters of an idempotency key (recorded with events). */
export const REQUEST_ID_PATTERN = /^[\w.:-]{1,100}$/;

/**
 * Everything that could carry a credential. Bodies are never logged (they hold passwords and cards), and
 * query strings are dropped from logged URLs below; these paths catch what is left: headers, and the same
 * names wherever a message object carries them.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["sec-websocket-protocol"]',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.accessToken',
  '*.secret',
  '*.jwtSecret',
  '*.databaseUrl',
];

/**
 * The request id of one HTTP request: the client's X-Request-Id when usable, else a fresh UUID. It is the id
 * match events record (src/api/request-meta.ts), the id on every log line of the request, and it is
 * sent back as X-Request-Id, so a client report, a log line and an audited event can be matched up.
 */
export function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const header = req.headers['x-request-id'];
  const given = Array.isArray(header) ? header[0] : header;
  const id = given !== undefined && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
  if (!res.headersSent) res.setHeader('X-Request-Id', id);
  return id;
}

/** A logged URL is its path: query strings may carry tokens (SSE from a browser) or search terms. */
function pathOf(url: string | undefined): string {
  const raw = url ?? '';
  const query = raw.indexOf('?');
  return query === -1 ? raw : `${raw.slice(0, query)}?…`;
}

/** The least severe of two levels wins the cap: `min(config, cap)` in severity order. */
const SEVERITY: Record<LogLevelName, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: 99,
};

export function cappedLevel(level: LogLevelName, atLeast: LogLevelName | null): LogLevelName {
  return atLeast !== null && SEVERITY[atLeast] > SEVERITY[level] ? atLeast : level;
}

function prettyTransport(): TransportSingleOptions | undefined {
  // pino-pretty is a development dependency: a production install logs JSON whatever LOG_FORMAT says.
  try {
    require.resolve('pino-pretty');
  } catch {
    return undefined;
  }
  return {
    target: 'pino-pretty',
    options: { singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
  };
}

export interface LoggingOptions {
  /** Where lines go instead of stdout (tests read them). */
  readonly destination?: DestinationStream;
  /** Log nothing below this level, whatever LOG_LEVEL says (tests and tools that want quiet). */
  readonly atLeast?: LogLevelName | null;
}

/** The logger of the request being handled, so that Nest log calls made for it carry its id and user. */
const requestLogger = new AsyncLocalStorage<PinoLogger>();

/**
 * One application's logging: pino-http's middleware (one JSON line per request, its request id) and a Nest
 * LoggerService over the same pino logger, so framework and domain log calls come out alike. Built per
 * application, not process-wide (nestjs-pino keeps one logger per process, which tests running several
 * applications in one process cannot share).
 */
export class AppLogging {
  readonly http: HttpLogger;
  readonly logger: LoggerService;

  constructor(config: Pick<AppConfig, 'log'>, options: LoggingOptions = {}) {
    const level: LevelWithSilent = cappedLevel(config.log.level, options.atLeast ?? null);
    const transport = config.log.pretty && !options.destination ? prettyTransport() : undefined;
    const root = pino(
      { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, ...(transport ? { transport } : {}) },
      ...(options.destination ? [options.destination] : []),
    );
    this.http = pinoHttp({
      logger: root,
      genReqId: requestIdOf,
      // Health probes and scrapes come every few seconds and say nothing.
      autoLogging: { ignore: (req) => /^\/(health\/|metrics(\?|$))/.test(req.url ?? '') },
      customProps: (req) => {
        const user = (req as Request).user;
        return user ? { userId: user.id } : {};
      },
      // The serializers below read the request and response themselves: pino-http's wrapping would first copy
      // each into an object of its own (every header included) for them to pick five fields from, twice per
      // request (issue 36).
      wrapSerializers: false,
      serializers: {
        req: (req: Request & { id?: unknown }) => ({
          id: req.id,
          method: req.method,
          url: pathOf(req.originalUrl ?? req.url),
          remoteAddress: req.ip,
          userAgent: req.headers['user-agent'],
        }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, error) =>
        error !== undefined || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    });
    this.logger = new PinoNestLogger(root);
  }

  /** Express middleware: the request line, and the request's logger for the log calls made while handling it. */
  middleware(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
    return (req, res, next) => this.http(req, res, () => requestLogger.run((req as { log: PinoLogger }).log, next));
  }
}

/** Nest's LoggerService over pino: `context` (the Nest logger's name) becomes a field. */
class PinoNestLogger implements LoggerService {
  constructor(private readonly root: PinoLogger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  /** Nest passes (message, context) or, for errors, (message, stack, context). */
  private write(
    level: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal',
    message: unknown,
    rest: unknown[],
  ): void {
    const logger = requestLogger.getStore() ?? this.root;
    const context = typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
    const stack = rest.length > 1 && typeof rest[0] === 'string' ? rest[0] : undefined;
    const fields = { ...(context ? { context } : {}), ...(stack ? { stack } : {}) };
    if (message instanceof Error) logger[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) logger[level]({ ...fields, ...message });
    else logger[level](fields, String(message));
  }
}
