import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { GRAPHQL_PATH } from '../graphql/graphql-options';

const API_DOCS = /^\/api\/docs(\/|$)/;

/** What every answer gets besides its CSP (helmet's defaults, with a stricter Referrer-Policy). */
const COMMON = {
  // Sessions are bearer tokens, not cookies, and the client sends none in URLs; still, send no referrer.
  referrerPolicy: { policy: 'no-referrer' as const },
  // Plain HTTP is served too (local play, TLS ending at a proxy); HSTS is the proxy's to set.
  strictTransportSecurity: false,
};

/**
 * The web client and everything else: only this origin's scripts, styles, images and connections
 * (graphql-ws included: 'self' covers ws: and wss: to the same host), nothing inline, no plugins, no
 * framing by other sites. The client is a Vite build without inline code, so it needs nothing more. Its
 * service worker (/sw.js) and web app manifest are this origin's too, said outright rather than left to
 * default-src.
 */
const strict = helmet({
  ...COMMON,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
});

/**
 * Apollo Sandbox at /graphql: its landing page brings its own nonce-based CSP in a <meta> tag (scripts
 * and frames from Apollo's CDN); a second policy in a header would only be intersected with it. So the
 * header here says only what a <meta> policy cannot: no framing.
 */
const sandbox = helmet({
  ...COMMON,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
      frameAncestors: ["'none'"],
    },
  },
});

/** Swagger UI at /api/docs: its own scripts and styles from this origin, plus the inline <style> its page holds. */
const swagger = helmet({
  ...COMMON,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
});

/** Security headers on every HTTP answer (helmet): CSP, X-Content-Type-Options, Referrer-Policy, frame-ancestors. */
export function securityHeaders(): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const path = request.path;
    if (path === GRAPHQL_PATH) return sandbox(request, response, next);
    if (API_DOCS.test(path)) return swagger(request, response, next);
    return strict(request, response, next);
  };
}
