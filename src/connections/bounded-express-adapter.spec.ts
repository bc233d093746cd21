import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { hoistMountBeforeRoutes } from './bounded-express-adapter';

/** The layers of an Express 5 app's router, as hoistMountBeforeRoutes sees them. */
function stackOf(app: express.Express): { route?: unknown; rawPath?: unknown; name: string }[] {
  return (app.router as unknown as { stack: { route?: unknown; rawPath?: unknown; name: string }[] }).stack;
}

/** The app as Nest builds it: global middleware, the REST routes, then the GraphQL driver's mount, then a 404. */
function nestLikeApp(): express.Express {
  const app = express();
  app.use(function logging(_req, res, next) {
    res.setHeader('X-Logged', 'yes');
    next();
  });
  app.get('/api/a', (_req, res) => void res.send('a'));
  app.post('/api/matches/:id/play', (req, res) => void res.send(`play ${req.params.id}`));
  // @nestjs/apollo's two layers: the body default, then Apollo's handler.
  app.use('/graphql', function graphqlBody(req, _res, next) {
    (req as { body?: unknown }).body ??= {};
    next();
  });
  app.use('/graphql', function graphql(_req, res) {
    res.send('graphql');
  });
  app.use(function notFound(_req, res) {
    res.status(404).send('none');
  });
  return app;
}

describe('hoistMountBeforeRoutes (GraphQL before the REST routes, issue 36)', () => {
  it('moves every layer of the mount, in order, to just before the first route, and leaves everything else in order', () => {
    const app = nestLikeApp();
    const before = stackOf(app).map((layer) => layer.name);
    expect(hoistMountBeforeRoutes(stackOf(app), '/graphql')).toBe(2);
    const after = stackOf(app).map((layer) => layer.name);
    const isGraphql = (name: string): boolean => name.startsWith('graphql');
    expect(after.slice(1, 3)).toEqual(['graphqlBody', 'graphql']);
    expect(after.indexOf('graphqlBody')).toBe(before.indexOf('logging') + 1);
    expect(after.filter((name) => !isGraphql(name))).toEqual(before.filter((name) => !isGraphql(name)));
    // Done already: nothing more to move.
    expect(hoistMountBeforeRoutes(stackOf(app), '/graphql')).toBe(0);
  });

  it('moves nothing without such a mount, or without routes', () => {
    const app = nestLikeApp();
    const names = stackOf(app).map((layer) => layer.name);
    expect(hoistMountBeforeRoutes(stackOf(app), '/other')).toBe(0);
    expect(stackOf(app).map((layer) => layer.name)).toEqual(names);
    const bare = express();
    bare.use('/graphql', (_req, res) => void res.send('graphql'));
    expect(hoistMountBeforeRoutes(stackOf(bare), '/graphql')).toBe(0);
  });

  it('answers every request as before the move', async () => {
    const app = nestLikeApp();
    hoistMountBeforeRoutes(stackOf(app), '/graphql');
    const server: Server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const answer = async (method: string, path: string): Promise<string> => {
        const response = await fetch(base + path, { method });
        return `${response.status} ${response.headers.get('x-logged')} ${await response.text()}`;
      };
      expect(await answer('POST', '/graphql')).toBe('200 yes graphql');
      expect(await answer('GET', '/graphql?query=x')).toBe('200 yes graphql');
      expect(await answer('GET', '/api/a')).toBe('200 yes a');
      expect(await answer('POST', '/api/matches/m1/play')).toBe('200 yes play m1');
      expect(await answer('GET', '/graphqlx')).toBe('404 yes none');
      expect(await answer('GET', '/nowhere')).toBe('404 yes none');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
