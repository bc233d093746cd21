import type { Request } from 'express';

/** What this file reads of an Express 5 router layer (express's own types leave the stack untyped). */
interface RouteLayer {
  readonly route?: { readonly methods: Readonly<Record<string, boolean>> };
  match(path: string): unknown;
}

/**
 * The methods the server's routes answer on this request's path, HEAD with GET (Express answers HEAD with
 * the GET route), in the order of RFC 9110's examples; empty when no route has the path. Read from the
 * router itself, so it cannot drift from the routes. Only asked for a request no route took, so the
 * routes' own matching stays as it was.
 */
export function allowedMethods(request: Request): string[] {
  const stack = (request.app as unknown as { router?: { stack?: readonly RouteLayer[] } }).router?.stack ?? [];
  const methods = new Set<string>();
  for (const layer of stack) {
    if (!layer.route || !layer.match(request.path)) continue;
    for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') methods.add(method);
  }
  if (methods.has('get')) methods.add('head');
  // A route for this very method matched and found nothing (a missing asset under the web client's GET
  // route): that is the handler's 404, not a wrong method.
  if (methods.has(request.method.toLowerCase())) return [];
  const order = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options'];
  return [...methods]
    .sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99))
    .map((method) => method.toUpperCase());
}
