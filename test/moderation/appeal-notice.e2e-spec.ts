import { Admin } from '../../src/cli/admin';
import { rest } from '../api/api-support';
import { dataOf } from '../lobbies/lobby-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import { NOTIFICATION_FIELDS } from '../support/schema-fields';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';

const PASSWORD = 'a long and unusual passphrase';

interface Notice {
  kind: string;
  appealId: string | null;
  appealVerdict: string | null;
  from: string | null;
  matchId: string | null;
}

/*
 * The appellant hears of a moderator's answer (docs/fair-play.md "Appeals"): one APPEAL_ANSWERED notice in
 * their notification log (GraphQL and REST alike), with the appeal and the verdict, never the moderator nor
 * the answer's text; nobody else hears of it, and an answer refused (answered already) tells nobody again.
 */
describe('APPEAL_ANSWERED: the appellant is told of the answer', () => {
  let app: TestApp;
  let moderator: RegisteredUser;

  const notices = async (who: RegisteredUser): Promise<Notice[]> =>
    dataOf(
      await gql<{ myNotifications: Notice[] }>(app, `{ myNotifications { ${NOTIFICATION_FIELDS} } }`, {
        token: who.token,
      }),
    ).myNotifications;

  /** A marked player with an open appeal of the mark. */
  const appellant = async (): Promise<{ user: RegisteredUser; appealId: string }> => {
    const user = await registerUser(app);
    await rest(app, moderator.token)
      .post(`/api/moderation/accounts/${user.username}/actions`, { action: 'mark', reason: 'kingmaking' })
      .expect(200);
    const mine = await rest(app, user.token).get('/api/me/moderation').expect(200);
    const entryId = (mine.body.appealable as { id: string }[])[0].id;
    const filed = await rest(app, user.token)
      .post('/api/me/moderation/appeals', { entryId, text: 'I played my best' })
      .expect(200);
    return { user, appealId: filed.body.id as string };
  };

  beforeAll(async () => {
    app = await startTestApp({ env: { CLAIM_WEBHOOK_POLL: '0', CLAIM_MAIL_POLL: '0', CLAIM_PUSH_POLL: '0' } });
    const mod = await registerUser(app, 'appeal-mod', PASSWORD);
    const cli = new Admin(app.database.url);
    try {
      await cli.setModerator('appeal-mod', true, 'answers appeals');
    } finally {
      await cli.close();
    }
    moderator = mod;
  }, 60_000);
  afterAll(async () => app?.close());

  it('tells the appellant the verdict (upheld over GraphQL, lifted over REST), once, and nobody else', async () => {
    const first = await appellant();
    const second = await appellant();
    const bystander = await registerUser(app);
    expect((await notices(first.user)).filter((n) => n.kind === 'APPEAL_ANSWERED')).toEqual([]);

    const upheld = await gql<{ answerAppeal: { status: string } }>(
      app,
      'mutation($id: String!) { answerAppeal(id: $id, verdict: "upheld", reason: "The replays show it") { status } }',
      { token: moderator.token, variables: { id: first.appealId } },
    );
    expect(dataOf(upheld).answerAppeal.status).toBe('upheld');
    await rest(app, moderator.token)
      .post(`/api/moderation/appeals/${second.appealId}/answer`, { verdict: 'lifted', reason: 'Believable' })
      .expect(200);
    // Answered already: refused, and nobody is told again.
    const twice = await rest(app, moderator.token).post(`/api/moderation/appeals/${first.appealId}/answer`, {
      verdict: 'lifted',
      reason: 'no',
    });
    expect(twice.body).toMatchObject({ code: 'CONFLICT', reason: 'APPEAL_ANSWERED' });

    const heard = (await notices(first.user)).filter((n) => n.kind === 'APPEAL_ANSWERED');
    expect(heard).toEqual([
      expect.objectContaining({ appealId: first.appealId, appealVerdict: 'upheld', from: null, matchId: null }),
    ]);
    const viaRest = await rest(app, second.user.token).get('/api/notifications').expect(200);
    expect((viaRest.body as Notice[]).filter((n) => n.kind === 'APPEAL_ANSWERED')).toEqual([
      expect.objectContaining({ appealId: second.appealId, appealVerdict: 'lifted', from: null, matchId: null }),
    ]);
    // The answer's text and the moderator's name stay in myModeration.
    const all = JSON.stringify([...heard, ...(viaRest.body as Notice[])]);
    expect(all).not.toContain('The replays show it');
    expect(all).not.toContain('Believable');
    expect(all).not.toContain('appeal-mod');
    for (const who of [bystander, moderator])
      expect((await notices(who)).filter((n) => n.kind === 'APPEAL_ANSWERED')).toEqual([]);
  });
});
