import { Admin, AdminError } from '../../src/cli/admin';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { createApiToken, rest } from '../api/api-support';

const LOGIN = 'mutation($u: String!, $p: String!) { login(input: { username: $u, password: $p }) { user { role } } }';

describe('admin command line: the first admin, listing, revoking and suspending accounts', () => {
  let app: TestApp;
  let admin: Admin;
  let bob: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp();
    admin = new Admin(app.database.url);
    bob = await registerUser(app);
  });
  afterAll(async () => {
    await admin.close();
    await app.close();
  });

  /** A second instance on the same database: no session cache of the first, as another server would be. */
  const fresh = (): Promise<TestApp> =>
    startTestApp({ database: app.database, jwt: { secret: app.config.jwt.secret } });

  it('creates an admin who can sign in, under the same rules as registering', async () => {
    const created = await admin.createAdmin('Root-Admin', 'a long and unusual passphrase');
    expect(created).toMatchObject({ username: 'root-admin', role: 'admin', suspended: false });
    const login = await gql<{ login: { user: { role: string } } }>(app, LOGIN, {
      variables: { u: 'root-admin', p: 'a long and unusual passphrase' },
    });
    expect(login.data?.login.user.role).toBe('admin');
    await expect(admin.createAdmin('root-admin', 'another long passphrase')).rejects.toThrow(AdminError);
    await expect(admin.createAdmin('weak-admin', 'password')).rejects.toThrow(AdminError);
  });

  it('lists accounts by name, in pages', async () => {
    const all = await admin.listUsers(100, null);
    expect(all.map((u) => u.username)).toEqual([...all.map((u) => u.username)].sort());
    expect(all.map((u) => u.username)).toEqual(expect.arrayContaining(['root-admin', bob.username]));
    const [first] = await admin.listUsers(1, null);
    expect(await admin.listUsers(100, first.username)).toEqual(all.slice(1));
  });

  it('revokes every session and API token of an account', async () => {
    const carol = await registerUser(app);
    const token = await createApiToken(app, carol.token, ['MATCH_READ']);
    expect(await admin.revokeCredentials(carol.username)).toMatchObject({ tokensRevoked: 1 });
    const other = await fresh();
    try {
      await rest(other, token.secret).get('/api/matches').expect(401);
      await rest(other, carol.token).get('/api/matches').expect(401);
    } finally {
      await other.close();
    }
    await expect(admin.revokeCredentials('nobody-at-all')).rejects.toThrow(/no account/);
  });

  it('suspends an account (no sign-in, credentials revoked) and lifts it again', async () => {
    const token = await createApiToken(app, bob.token, ['MATCH_READ']);
    expect(await admin.setSuspended(bob.username, true)).toMatchObject({ user: { suspended: true }, tokensRevoked: 1 });
    const refused = await gql(app, LOGIN, { variables: { u: bob.username, p: bob.password } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const other = await fresh();
    try {
      await rest(other, token.secret).get('/api/matches').expect(401);
      await rest(other, bob.token).get('/api/matches').expect(401);
    } finally {
      await other.close();
    }
    expect(await admin.setSuspended(bob.username, false)).toMatchObject({ user: { suspended: false } });
    const again = await gql<{ login: { user: { role: string } } }>(app, LOGIN, {
      variables: { u: bob.username, p: bob.password },
    });
    expect(again.data?.login.user.role).toBe('player');
  });
});
