import type { LoggerService } from '@nestjs/common';
import type { Request } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DestinationStream, LevelWithSilent, Logger as PinoLogger, TransportSingleOptions } from 'pino';
import { pino } from 'pino';
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

/** Health probes and scrapes come every few seconds and say nothing: no request line for them. */
const QUIET_PATHS = /^\/(health\/|metrics(\?|$))/;

/** What one request's line says of it: five fields, never a header that could carry a credential. */
function requestFields(req: Request & { id?: unknown }): Record<string, unknown> {
  return {
    id: req.id,
    method: req.method,
    url: pathOf(req.originalUrl ?? req.url),
    remoteAddress: req.ip,
    userAgent: req.headers['user-agent'],
  };
}

/** The level of a request's line: errors and 5xx as errors, 4xx as warnings, the rest as info. */
function lineLevel(statusCode: number, error: unknown): 'info' | 'warn' | 'error' {
  return error !== undefined || statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';
}

/**
 * The request being handled, for the Nest log calls made while handling it: its logger (carrying the
 * request's fields) is made on the first such call, since most requests make none.
 */
class RequestScope {
  private child: PinoLogger | undefined;

  constructor(
    private readonly root: PinoLogger,
    private readonly req: Request,
  ) {}

  get logger(): PinoLogger {
    this.child ??= this.root.child({ req: requestFields(this.req) });
    return this.child;
  }
}

/** The request being handled, so that Nest log calls made for it carry its id. */
const requestScope = new AsyncLocalStorage<RequestScope>();

/**
 * One application's logging: one JSON line per request (its request id, user, status and time) and a Nest
 * LoggerService over the same pino logger, so framework and domain log calls come out alike. Built per
 * application, not process-wide (nestjs-pino keeps one logger per process, which tests running several
 * applications in one process cannot share).
 *
 * The request line was pino-http's; it made two child loggers per request (the request's fields serialised
 * up front, then again with the user at the end) whether or not anything was logged, about 5 % of a move's
 * CPU over HTTP (issue 36). This middleware writes the same line from one object when the line's level is
 * logged, and makes the request's logger only when a log call inside the request needs it.
 */
export class AppLogging {
  readonly logger: LoggerService;
  private readonly root: PinoLogger;

  constructor(config: Pick<AppConfig, 'log'>, options: LoggingOptions = {}) {
    const level: LevelWithSilent = cappedLevel(config.log.level, options.atLeast ?? null);
    const transport = config.log.pretty && !options.destination ? prettyTransport() : undefined;
    this.root = pino(
      { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, ...(transport ? { transport } : {}) },
      ...(options.destination ? [options.destination] : []),
    );
    this.logger = new PinoNestLogger(this.root);
  }

  /** Express middleware: the request's id, its line when it ends, and its logger for the log calls made while handling it. */
  middleware(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
    const root = this.root;
    return (incoming, res, next) => {
      const req = incoming as Request & { id?: string };
      const startedAt = Date.now();
      req.id ??= requestIdOf(req, res);
      const quiet = QUIET_PATHS.test(req.url ?? '');
      const done = (error?: unknown): void => {
        res.removeListener('close', done);
        res.removeListener('finish', done);
        res.removeListener('error', done);
        const level = lineLevel(res.statusCode, error);
        if (!root.isLevelEnabled(level)) return;
        const user = req.user;
        const fields = {
          req: requestFields(req),
          ...(user ? { userId: user.id } : {}),
          res: { statusCode: res.statusCode },
        };
        const responseTime = Date.now() - startedAt;
        if (error !== undefined || res.statusCode >= 500) {
          const err = error ?? new Error(`failed with status code ${res.statusCode}`);
          root[level]({ ...fields, err, responseTime }, 'request errored');
        } else {
          const message = !req.readableAborted && res.writableEnded ? 'request completed' : 'request aborted';
          root[level]({ ...fields, responseTime }, message);
        }
      };
      if (!quiet) {
        res.on('close', done);
        res.on('finish', done);
      }
      res.on('error', done);
      requestScope.run(new RequestScope(root, req), next);
    };
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
    const logger = requestScope.getStore()?.logger ?? this.root;
    const context = typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
    const stack = rest.length > 1 && typeof rest[0] === 'string' ? rest[0] : undefined;
    const fields = { ...(context ? { context } : {}), ...(stack ? { stack } : {}) };
    if (message instanceof Error) logger[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) logger[level]({ ...fields, ...message });
    else logger[level](fields, String(message));
  }
}
