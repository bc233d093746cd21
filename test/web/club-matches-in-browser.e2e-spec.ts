import { ClubMatchesService } from '../../src/clubs/club-matches.service';
import { Clock } from '../../src/common/clock';
import { gql, registerUser } from '../support/graphql-http';
import type { RegisteredUser } from '../support/graphql-http';
import type { Player } from './browser-support';
import { axeViolations, describeWithBrowser, screenshot, twoPlayerBrowserTable } from './browser-support';

/*
 * Club matches in Chromium (issue 31, docs/players.md "Club matches"): ann, admin of one club, challenges ben's
 * club to 2 boards with a sign-up deadline on her club page; ben accepts on his and signs up, ann signs up and
 * seats a member of her club (takes him off, seats him again: the admins' seating, which a non-member's page
 * does not offer), a member of ben's club signs up through the API, and the boards, each with a link to its
 * game and no card, appear on both club pages. Axe finds nothing on the pages. Then a second club match whose
 * sign-up closes with ben alone on its board: both hear of it (a toast each: ben won his board by forfeit, ann's
 * club match did not go ahead) and the board reads "won by forfeit"; a third challenge nobody answered is called
 * off at the same deadline, and both admins see that as a toast.
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

    const clubPages = [
      [ann, `/clubs/${home}`],
      [ben, `/clubs/${away}`],
    ] as const;
    // Both club pages show the running club match: both boards, their players, a link to each game.
    for (const [p, path] of clubPages) {
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

    // A second club match of one board, sign-up closing in an hour: ben alone signs up for it.
    const closesAt = new Date(Date.now() + 3_600_000);
    const { challengeClub } = await as<{ challengeClub: { id: string } }>(
      ann.token!,
      `mutation($c: ID!, $o: ID!, $d: DateTime) {
         challengeClub(clubId: $c, opponentClubId: $o, boards: 1, input: { preset: "claim", daysPerMove: 3 }, signUpClosesAt: $d) { id } }`,
      { c: home, o: away, d: closesAt.toISOString() },
    );
    await as(ben.token!, 'mutation($id: ID!) { answerClubMatch(id: $id, accept: true) { id } }', {
      id: challengeClub.id,
    });
    await as(ben.token!, 'mutation($id: ID!) { signUpForClubMatch(id: $id) { id } }', { id: challengeClub.id });
    // A third, with the same deadline, that ben never answers: it is called off, and both admins hear it.
    const unanswered = await as<{ challengeClub: { id: string } }>(
      ann.token!,
      `mutation($c: ID!, $o: ID!, $d: DateTime) {
         challengeClub(clubId: $c, opponentClubId: $o, boards: 1, input: { preset: "claim", daysPerMove: 3 }, signUpClosesAt: $d) { id } }`,
      { c: home, o: away, d: closesAt.toISOString() },
    );
    await ann.page.goto(`/clubs/${home}`);
    await ann.page.locator('[data-testid="club-match"][data-status="signup"]').waitFor();
    await ben.page.goto(`/clubs/${away}`);
    await ben.page.locator('[data-testid="club-match"][data-status="signup"]').waitFor();
    // A page opens its notices' socket after it loads: cat follows each (and again) until their page shows it.
    const listening = async (p: Player) => {
      for (let i = 0; i < 20; i++) {
        await as(cat.token, 'mutation($u: String!) { follow(username: $u) { friends } }', { u: p.name });
        const heard = await p.page
          .getByTestId('toasts')
          .getByText(`${cat.username} follows you`)
          .first()
          .waitFor({ timeout: 1_500 })
          .then(
            () => true,
            () => false,
          );
        await as(cat.token, 'mutation($u: String!) { unfollow(username: $u) }', { u: p.name });
        if (heard) return;
      }
      throw new Error(`${p.name}'s page never showed a notice`);
    };
    await listening(ann);
    await listening(ben);
    // The deadline passes; the server closes the sign-up (as its keeper does).
    const clock = jest.spyOn(app.app.get(Clock), 'now').mockImplementation(() => new Date(closesAt.getTime() + 1_000));
    try {
      await app.app.get(ClubMatchesService).closeSignUp(challengeClub.id);
      await app.app.get(ClubMatchesService).closeSignUp(unanswered.challengeClub.id);
    } finally {
      clock.mockRestore();
    }
    await ben.page
      .getByTestId('toasts')
      .getByText('nobody of the other club took board 1, you win it by forfeit')
      .waitFor();
    await ann.page.getByTestId('toasts').getByText('no board had a player of each club, it did not go ahead').waitFor();
    for (const p of [ann, ben])
      await p.page.getByTestId('toasts').getByText('was not accepted before its deadline: it is called off').waitFor();
    for (const [p, path] of clubPages) {
      await p.page.goto(path);
      const finished = p.page.locator('[data-testid="club-match"][data-status="finished"]');
      await finished.getByTestId('club-match-forfeit').getByText('won by forfeit').waitFor();
      await finished.getByText('0 – 1').first().waitFor();
      expect(await axeViolations(p.page)).toEqual([]);
    }
  }, 180_000);
});
