import { NOT_CLIENT_ROUTES } from './web.module';

describe('WebModule', () => {
  it.each([
    ['/', false],
    ['/login', false],
    ['/match/3f0c5a52-0000-4000-8000-000000000000', false],
    ['/replay/abc', false],
    ['/graphql', true],
    ['/graphql/', true],
    ['/api', true],
    ['/api/matches/1', true],
    ['/oauth/auth', true],
    ['/.well-known/oauth-authorization-server', true],
    ['/authorize/abc', false],
    ['/assets/index-abc123.js', true],
    ['/favicon.ico', true],
    ['/graphqlx', false],
    ['/apiary', false],
  ])('%s: not a client route (never index.html) = %s', (route, excluded) => {
    expect(NOT_CLIENT_ROUTES.test(route)).toBe(excluded);
  });
});
