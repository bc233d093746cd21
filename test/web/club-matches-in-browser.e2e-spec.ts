import { gql, registerUser } from '../support/graphql-http';
import type { RegisteredUser } from '../support/graphql-http';
import { axeViolations, describeWithBrowser, screenshot, twoPlayerBrowserTable } from './browser-support';

/*
 * Club matches in Chromium (issue 31, docs/players.md "Club matches"): ann, admin of one club, challenges ben's
 * club to 2 boards with a sign-up deadline on her club page; ben accepts on his and signs up, ann signs up and
 * seats a member of her club (takes him off, seats him again: the admins' seating, which a non-member's page
 * does not offer), a member of ben's club signs up through the API, and the boards, each with a link to its
 * game and no card, appear on both club pages. Axe finds nothing on the pages.
 */
describeWithBrowser('club matches in the browser', () => {
  const table = twoPlayerBrowserTable('club-matches', ['mann', 'mben']);

  it('an admin challenges, the other accepts, members sign up, the boards appear on both club pages', async () => {
    const { app, ann, ben } = table;
    const as = <T>(token: string, query: string, variables: Record<string, unknown>) =>
      gql<T>(app, query, { token, variables }).then((r) => {
        if (r.errors) throw new Error(JSON.stringify(r.errors));
        return r.data!;
      });
    const newClub = async (token: string, name: string, member: RegisteredUser) => {
      const { createClub } = await as<{ createClub: { id: string } }>(
        token,
        'mutation($i: CreateClubInput!) { createClub(input: $i) { id } }',
        { i: { name, admission: 'open' } },
      );
      await as(member.token, 'mutation($c: ID!) { joinClub(clubId: $c) { role } }', { c: createClub.id });
      return createClub.id;
    };
    const [cat, dan] = [await registerUser(app), await registerUser(app)];
    const homeName = `Herons ${process.pid}`;
    const awayName = `Storks ${process.pid}`;
    const home = await newClub(ann.token!, homeName, cat);
    const away = await newClub(ben.token!, awayName, dan);

    // ann challenges ben's club from her club page.
    await ann.page.goto(`/clubs/${home}`);
    const form = ann.page.getByTestId('club-match-form');
    await form.getByTestId('club-match-opponent').fill(awayName);
    await form.getByTestId('club-match-boards-count').fill('2');
    // Two days ahead in the browser's local time, as datetime-local takes it.
    const closes = new Date(Date.now() + 2 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await form
      .getByTestId('club-match-closes-at')
      .fill(
        `${closes.getFullYear()}-${pad(closes.getMonth() + 1)}-${pad(closes.getDate())}T${pad(closes.getHours())}:${pad(closes.getMinutes())}`,
      );
    expect(await axeViolations(ann.page)).toEqual([]);
    await form.getByTestId('club-match-challenge').click();
    await ann.page.getByText(`${awayName} is challenged.`).waitFor();
    await ann.page
      .locator('[data-testid="club-match"][data-status="proposed"]')
      .getByTestId('club-match-closes')
      .getByText('Sign-up closes')
      .waitFor();

    // ben accepts on his club's page and signs up for a board.
    await ben.page.goto(`/clubs/${away}`);
    const proposal = ben.page.locator('[data-testid="club-match"][data-status="proposed"]');
    await proposal.getByRole('button', { name: `Accept the challenge of ${homeName}` }).click();
    const open = ben.page.locator('[data-testid="club-match"][data-status="signup"]');
    await open.getByTestId('club-match-sign-up').click();
    await open.locator('[data-testid="club-match-board"]').first().getByText(ben.name).waitFor();
    expect(await axeViolations(ben.page)).toEqual([]);

    // ann signs up on hers; a member of each club signs up through the API: every board starts.
    await ann.page.reload();
    await ann.page
      .locator('[data-testid="club-match"][data-status="signup"]')
      .getByTestId('club-match-sign-up')
      .click();
    const signup = ann.page.locator('[data-testid="club-match"][data-status="signup"]');
    await signup.locator('[data-testid="club-match-board"]').first().getByText(ann.name).waitFor();
    // ann, an admin, seats cat on her club's free board, takes him off, and seats him again.
    const secondBoard = signup.locator('[data-testid="club-match-board"]').nth(1);
    const seat = async () => {
      await signup.getByTestId('club-match-seat-name').fill(cat.username);
      await signup.getByTestId('club-match-seat').click();
      await secondBoard.getByRole('link', { name: cat.username, exact: true }).waitFor();
    };
    await seat();
    expect(await axeViolations(ann.page)).toEqual([]);
    await secondBoard.getByRole('button', { name: `Take ${cat.username} off` }).click();
    await secondBoard.getByRole('link', { name: cat.username, exact: true }).waitFor({ state: 'detached' });
    await seat();
    // Seating is for the admins of a club playing: ann, no member of ben's club, is offered none there.
    await ann.page.goto(`/clubs/${away}`);
    await ann.page.locator('[data-testid="club-match"][data-status="signup"]').waitFor();
    expect(await ann.page.getByTestId('club-match-seat-form').count()).toBe(0);
    expect(await ann.page.getByTestId('club-match-take-off').count()).toBe(0);
    const { club } = await as<{ club: { clubMatches: { id: string }[] } }>(
      ann.token!,
      'query($c: ID!) { club(clubId: $c) { clubMatches { id } } }',
      { c: home },
    );
    await as(dan.token, 'mutation($id: ID!) { signUpForClubMatch(id: $id) { status } }', {
      id: club.clubMatches[0].id,
    });

    // Both club pages show the running club match: both boards, their players, a link to each game.
    for (const [p, path] of [
      [ann, `/clubs/${home}`],
      [ben, `/clubs/${away}`],
    ] as const) {
      await p.page.goto(path);
      const running = p.page.locator('[data-testid="club-match"][data-status="running"]');
      await running.waitFor();
      const boards = running.locator('[data-testid="club-match-board"]');
      expect(await boards.count()).toBe(2);
      for (const [i, names] of [
        [ann.name, ben.name],
        [cat.username, dan.username],
      ].entries()) {
        const row = boards.nth(i);
        for (const name of names) await row.getByText(name).waitFor();
        const link = row.getByRole('link', { name: `Board ${i + 1}: open the game` });
        expect(await link.getAttribute('href')).toBe(`/watch/${await row.getAttribute('data-match')}`);
      }
      await running.getByText('0 – 0').waitFor();
      expect(await axeViolations(p.page)).toEqual([]);
    }
    await screenshot(ben.page, 'club-match');
  }, 120_000);
});
