import { Admin } from '../../src/cli/admin';
import { gql, registerUser } from '../support/graphql-http';
import type { Player } from './browser-support';
import {
  axeViolations,
  describeWithBrowser,
  newPlayer,
  screenshot,
  signIn,
  twoPlayerBrowserTable,
} from './browser-support';

const PASSWORD = 'correct horse battery';

/*
 * A report from submission to a moderator's decision and an appeal, in Chromium (issue 35, docs/fair-play.md
 * "Moderation"): ann reports ben from his profile; a moderator finds the report on the moderation page, opens
 * ben's account, warns him and marks him with reasons; ben reads the warning, acknowledges it, sees the mark
 * on his profile and appeals it; the moderator upholds it with a reason, and ben reads the answer. axe on
 * every new screen.
 */
describeWithBrowser('moderation: a report, a warning and a mark, an appeal and its answer, in the browser', () => {
  const table = twoPlayerBrowserTable('moderation', ['mann', 'mben']);
  let moderator: Player;

  beforeAll(async () => {
    const { app } = table;
    const name = `mmod${process.pid}`;
    await registerUser(app, name, PASSWORD);
    const cli = new Admin(app.database.url);
    try {
      await cli.setModerator(name, true, 'runs the club ladder');
    } finally {
      await cli.close();
    }
    moderator = await newPlayer(table.browser, app, name);
    await signIn(moderator, PASSWORD);
  }, 180_000);

  it('walks a report to a decision and an appeal, with the player seeing the warning and the mark', async () => {
    const { ann, ben } = table;
    // ann reports ben from his profile.
    await ann.page.goto(`/players/${ben.name}`);
    const actions = ann.page.getByTestId('player-actions');
    await ann.page.locator('[data-testid="player-actions"] button:enabled').first().waitFor();
    ann.page.once('dialog', (dialog) => void dialog.accept('plays to lose for his friend'));
    await actions.getByRole('button', { name: `Report ${ben.name}` }).click();
    await actions.getByText('Reported to the admins. Thank you.').waitFor();

    // The moderator finds it on the moderation page, linked from the navigation.
    const mod = moderator.page;
    await mod.goto('/');
    await mod.getByTestId('nav-moderation').click();
    const report = mod.getByTestId('moderation-report').filter({ hasText: ben.name });
    await report.waitFor();
    expect(await report.textContent()).toContain('plays to lose for his friend');
    await mod.getByTestId('moderation-signals').waitFor();
    expect(await axeViolations(mod)).toEqual([]);
    await report.getByRole('button', { name: `Open ${ben.name}` }).click();
    const account = mod.getByTestId('moderation-account');
    await account.waitFor();
    expect(await account.getAttribute('data-username')).toBe(ben.name);

    const act = async (action: string, reason: string) => {
      await mod.getByTestId('moderation-action').selectOption(action);
      await mod.getByTestId('moderation-reason').fill(reason);
      await mod.getByTestId('moderation-submit').click();
      await mod.locator(`[data-testid="moderation-log"] li[data-action="${action}"]`).waitFor();
    };
    await act('warn', 'Losing on purpose for a friend is against the rules.');
    await act('mark', 'Fed points to one opponent in several games.');
    expect(await mod.getByTestId('moderation-standing').textContent()).toContain('marked');
    await screenshot(mod, 'moderation-account');
    expect(await axeViolations(mod)).toEqual([]);

    // ben reads the warning (on any page), acknowledges it, and sees the mark on his profile.
    await ben.page.goto('/');
    const warning = ben.page.getByTestId('moderation-warning');
    await warning.waitFor();
    expect(await warning.getByTestId('moderation-warning-text').textContent()).toBe(
      'Losing on purpose for a friend is against the rules.',
    );
    expect(await axeViolations(ben.page)).toEqual([]);
    await warning.getByRole('button', { name: 'I have read this' }).click();
    await warning.waitFor({ state: 'detached' });
    await ben.page.goto(`/players/${ben.name}`);
    await ben.page.getByTestId('rules-mark').waitFor();
    // Anyone sees the mark.
    await ann.page.goto(`/players/${ben.name}`);
    await ann.page.getByTestId('rules-mark').waitFor();

    // ben appeals the mark.
    await ben.page.goto('/appeal');
    const form = ben.page.locator('[data-testid="appeal-form"][data-action="mark"]');
    await form.waitFor();
    expect(await axeViolations(ben.page)).toEqual([]);
    await form.getByLabel('Your appeal').fill('I played my best every game.');
    await form.getByRole('button', { name: 'Send the appeal' }).click();
    await ben.page.locator('[data-testid="my-appeal"][data-status="open"]').waitFor();

    // The moderator answers it.
    await mod.reload();
    const appeal = mod.getByTestId('moderation-appeal').filter({ hasText: ben.name });
    await appeal.waitFor();
    expect(await appeal.textContent()).toContain('I played my best every game.');
    expect(await axeViolations(mod)).toEqual([]);
    await appeal.getByLabel('Answer').fill('The replays show points fed to one player.');
    await appeal.getByRole('button', { name: 'Uphold' }).click();
    await appeal.waitFor({ state: 'detached' });

    // ben reads the answer.
    await ben.page.reload();
    const answered = ben.page.locator('[data-testid="my-appeal"][data-status="upheld"]');
    await answered.waitFor();
    expect(await answered.getByTestId('appeal-answer').textContent()).toContain(
      'The replays show points fed to one player.',
    );
    await screenshot(ben.page, 'appeal-answered');
    expect(await axeViolations(ben.page)).toEqual([]);
    expect([...ann.errors, ...ben.errors, ...moderator.errors]).toEqual([]);
  }, 180_000);

  it('shows no moderation link to a player, and the server refuses the page’s data', async () => {
    const { ann } = table;
    await ann.page.goto('/moderation');
    await ann.page.getByTestId('moderation-page').waitFor();
    expect(await ann.page.getByTestId('nav-moderation').count()).toBe(0);
    await ann.page.getByRole('alert').first().waitFor();
    expect(await ann.page.getByTestId('moderation-report').count()).toBe(0);
  }, 60_000);

  it('lets a suspended player appeal without signing in', async () => {
    const { app } = table;
    const name = `msus${process.pid}`;
    await registerUser(app, name, PASSWORD);
    const suspended = await gql(
      app,
      'mutation($u: String!) { moderate(username: $u, action: "suspend", reason: "abuse") { id } }',
      { token: moderator.token, variables: { u: name } },
    );
    expect(suspended.errors).toBeUndefined();
    const visitor = await newPlayer(table.browser, app, 'visitor');
    try {
      await visitor.page.goto('/login');
      await visitor.page.getByTestId('appeal-link').click();
      await visitor.page.getByTestId('appeal-page').waitFor();
      expect(await axeViolations(visitor.page)).toEqual([]);
      await visitor.page.getByLabel('Username').fill(name);
      await visitor.page.getByLabel('Password').fill(PASSWORD);
      await visitor.page.getByLabel('Your appeal').fill('Someone else used my account.');
      await visitor.page.getByRole('button', { name: 'Send the appeal' }).click();
      await visitor.page.getByText('Your appeal is sent.').waitFor();
      expect(visitor.errors).toEqual([]);
      const queue = await gql<{ openAppeals: { username: string; text: string }[] }>(
        app,
        '{ openAppeals { username text } }',
        { token: moderator.token },
      );
      expect(queue.data?.openAppeals).toContainEqual({ username: name, text: 'Someone else used my account.' });
    } finally {
      await visitor.context.close();
    }
  }, 60_000);
});
