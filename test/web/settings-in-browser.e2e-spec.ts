import type { Page, WebSocket } from 'playwright-core';
import { HEROES } from '../../src/engine';
import { MatchesService } from '../../src/matches/matches.service';
import { STORY_KO } from '../../src/story/messages/ko';
import { rules } from '../matches/match-support';
import { gql } from '../support/graphql-http';
import type { Player } from './browser-support';
import {
  axeViolations,
  describeWithBrowser,
  newPlayer,
  screenshot,
  signIn,
  twoPlayerBrowserTable,
} from './browser-support';

/** The little of the DOM the page-side checks use (the tests are compiled without the DOM's types). */
interface PageDocument {
  querySelector(selector: string): unknown;
  createTreeWalker(root: unknown, show: number): { nextNode(): { textContent: string | null } | null };
  createRange(): {
    setStart(node: unknown, offset: number): void;
    setEnd(node: unknown, offset: number): void;
    getBoundingClientRect(): { height: number };
  };
  documentElement: { scrollWidth: number };
}

const PHONE_390 = { width: 390, height: 844 };
const DESKTOP_1366 = { width: 1366, height: 900 };

/*
 * Issue 28, items 4, 5 and 12, in Chromium: rated games, the time bank and the rating filter from the forms;
 * the Settings page (linked from the navigation) reaching every account setting the server has; pausing a
 * match by agreement from its clocks; and the new-game form in Korean with hero names kept whole.
 */
describeWithBrowser('the Settings page and the new-game forms, in the browser', () => {
  const table = twoPlayerBrowserTable('settings', ['sann', 'sben']);

  /** The page's current session token (it changes when the password does). */
  const tokenOf = (page: Page): Promise<string | null> =>
    page.evaluate(() =>
      (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem(
        'claim.accessToken',
      ),
    );

  const api = async <T>(player: Player, query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const answer = await gql<T>(table.app, query, { token: (await tokenOf(player.page)) ?? '', variables });
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  };

  it('opens a rated game with a time bank from the new-game form, and a rated challenge with a minimum reputation from the challenge form', async () => {
    const { ann, ben } = table;
    const { page } = ann;
    await page.goto('/');
    const form = page.getByRole('region', { name: 'Open a new game' });
    await form.getByRole('radio', { name: 'Rated', exact: true }).check();
    await form.getByRole('radio', { name: 'Time bank' }).check();
    await form.getByLabel('Days to start with').fill('10');
    await form.getByLabel('Days added per move').fill('2');
    await form.getByLabel('At most (days)').fill('20');
    expect(await axeViolations(page, { moderate: true })).toEqual([]);
    await form.getByRole('button', { name: 'Open game' }).click();
    await page.waitForURL(/\/lobby\//);
    const lobbyId = page.url().split('/lobby/')[1];
    const { lobby } = await api<{
      lobby: { rated: boolean; timeControl: { bank: { initialDays: number; incrementDays: number; maxDays: number } } };
    }>(ann, 'query($id: ID!) { lobby(id: $id) { rated timeControl { bank { initialDays incrementDays maxDays } } } }', {
      id: lobbyId,
    });
    expect(lobby).toEqual({ rated: true, timeControl: { bank: { initialDays: 10, incrementDays: 2, maxDays: 20 } } });

    // Ben sees it as rated; the rating filter hides it when ann's rating (the pool's start) is below the bound.
    await ben.page.goto('/');
    const list = ben.page.getByRole('region', { name: 'Open games' });
    const annsGame = list.getByTestId('open-lobby').filter({ hasText: ann.name });
    await annsGame.waitFor();
    expect(await annsGame.textContent()).toContain('Rated');
    await list.getByLabel('From').fill('2000');
    await annsGame.waitFor({ state: 'detached' });
    await list.getByLabel('From').fill('');
    await list.getByLabel('To').fill('2000');
    await annsGame.waitFor();

    // A rated challenge, sent from the My matches page's form.
    await page.goto('/matches');
    const challenge = page.getByRole('form', { name: 'Challenge a player' });
    await challenge.getByLabel('Player').fill(ben.name);
    await challenge.getByRole('radio', { name: 'Rated', exact: true }).check();
    // With a minimum reputation: the challenge carries it (the challenged player must meet it to accept).
    await challenge.getByLabel('Least share of correspondence games they finished').fill('80');
    await challenge.getByRole('button', { name: 'Challenge' }).click();
    await page.getByTestId('challenge-out').filter({ hasText: ben.name }).waitFor();
    const { myChallenges } = await api<{
      myChallenges: { challenged: string; rated: boolean; status: string; minReputation: number | null }[];
    }>(ann, '{ myChallenges { challenged rated status minReputation } }');
    expect(myChallenges.filter((c) => c.status === 'pending')).toEqual([
      { challenged: ben.name, rated: true, status: 'pending', minReputation: 80 },
    ]);
    expect(ann.errors).toEqual([]);
  }, 60_000);

  it('keeps Korean hero names whole in the new-game form at 390 px and 1366 px', async () => {
    const { page } = table.ben;
    await page.evaluate(() =>
      (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
        'claim.language',
        'ko',
      ),
    );
    const names = HEROES.map((h) => STORY_KO.hero[h]);
    try {
      for (const viewport of [PHONE_390, DESKTOP_1366]) {
        await page.setViewportSize(viewport);
        await page.goto('/');
        const form = page.locator('form.create-form');
        await form.waitFor();
        // With every hero ticked, each also shows its value field beside the name.
        for (const checked of [false, true]) {
          if (checked) for (const box of await form.locator('input[name="hero"]').all()) await box.check();
          // Lines each hero name takes: its text's height over the height of its first letter.
          const lines = await page.evaluate(
            ({ names }) => {
              const doc = (globalThis as unknown as { document: PageDocument }).document;
              const form = doc.querySelector('form.create-form')!;
              const walker = doc.createTreeWalker(form, 4 /* NodeFilter.SHOW_TEXT */);
              const found: Record<string, number> = {};
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const text = node.textContent!.trim();
                if (!names.includes(text)) continue;
                const start = node.textContent!.indexOf(text);
                const whole = doc.createRange();
                whole.setStart(node, start);
                whole.setEnd(node, start + text.length);
                const first = doc.createRange();
                first.setStart(node, start);
                first.setEnd(node, start + 1);
                found[text] = Math.round(whole.getBoundingClientRect().height / first.getBoundingClientRect().height);
              }
              return found;
            },
            { names },
          );
          expect(Object.keys(lines).sort()).toEqual([...names].sort());
          const squeezed = Object.entries(lines).filter(([, count]) => count > 2);
          expect({ viewport, checked, squeezed }).toEqual({ viewport, checked, squeezed: [] });
        }
        await screenshot(page, `settings-new-game-ko-${viewport.width}`);
      }
    } finally {
      await page.evaluate(() =>
        (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
          'claim.language',
          'en',
        ),
      );
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  }, 60_000);
  it('pauses a match by agreement from its clocks: one proposes, the other accepts, either resumes', async () => {
    const { ann, ben, app } = table;
    const players = [ann, ben].map((p) => ({ id: p.id!, username: p.name }));
    const matchId = await app.app.get(MatchesService).start(rules('claim'), players, players[0].id, { daysPerMove: 3 });
    for (const p of [ann, ben]) {
      await p.page.goto(`/match/${matchId}`);
      await p.page.locator('main[data-version]').waitFor();
    }
    await ann.page.getByTestId('pause-controls').getByRole('button', { name: 'Propose a pause' }).click();
    await ann.page.getByTestId('pause-controls').getByText('Pause proposed').waitFor();
    const bens = ben.page.getByTestId('pause-controls');
    await bens.getByText(`${ann.name} proposes pausing the clocks.`).waitFor();
    await bens.getByRole('button', { name: 'Accept the pause' }).click();
    await ann.page.getByText('Paused by agreement').waitFor();
    await ann.page.getByTestId('pause-controls').getByRole('button', { name: 'Resume the clocks' }).click();
    await bens.getByRole('button', { name: 'Propose a pause' }).waitFor();
    expect(await axeViolations(ben.page)).toEqual([]);
    expect([...ann.errors, ...ben.errors]).toEqual([]);
  }, 60_000);

  it('asks for a password reset link from the login page, signed out', async () => {
    const visitor = await newPlayer(table.browser, table.app, `visitor${process.pid}`, PHONE_390);
    try {
      const { page } = visitor;
      await page.goto('/login');
      const forgot = page.getByTestId('forgot-password');
      await forgot.getByText('Forgot your password?').click();
      await forgot.getByLabel('Your name or e-mail address').fill(table.ann.name);
      await forgot.getByRole('button', { name: 'Mail me a reset link' }).click();
      await forgot.getByRole('status').filter({ hasText: 'a link to set a new password is on its way' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  }, 30_000);

  it('reaches every account setting from the Settings page, linked from the navigation, on a phone and a desktop', async () => {
    const { ann, ben, app } = table;
    const { page } = ann;
    await api(ann, 'mutation($u: String!) { blockUser(username: $u) { username } }', { u: ben.name });
    await page.goto('/');
    await page.getByTestId('nav-settings').click();
    await page.waitForURL(/\/settings$/);
    await page.getByTestId('settings-email').waitFor();
    for (const viewport of [PHONE_390, DESKTOP_1366]) {
      await page.setViewportSize(viewport);
      expect(await axeViolations(page, { moderate: true })).toEqual([]);
      const fits = await page.evaluate(() => {
        const w = globalThis as unknown as { document: PageDocument; innerWidth: number };
        return w.document.documentElement.scrollWidth <= w.innerWidth;
      });
      expect({ viewport, fits }).toEqual({ viewport, fits: true });
      await screenshot(page, `settings-${viewport.width}`);
    }

    // E-mail, with the keyboard: type the address and press Enter.
    const email = page.getByTestId('settings-email');
    await email.getByLabel('E-mail address').fill(`${ann.name}@claim.test`);
    await email.getByLabel('E-mail address').press('Enter');
    await email.getByTestId('email-status').filter({ hasText: 'not verified yet' }).waitFor();
    expect((await api<{ myEmail: { address: string } }>(ann, '{ myEmail { address } }')).myEmail.address).toBe(
      `${ann.name}@claim.test`,
    );

    // What is mailed and pushed, the deadline reminders and the daily digest.
    const notes = page.getByTestId('settings-notifications');
    await notes.getByRole('checkbox', { name: 'Deadline approaching: Push' }).check();
    await notes.getByRole('checkbox', { name: /daily digest/ }).check();
    await notes.getByRole('button', { name: 'Save notification settings' }).click();
    await notes.getByRole('status').waitFor();
    const { notificationPreferences } = await api<{
      notificationPreferences: { emailDigest: boolean; pushKinds: string[] };
    }>(ann, '{ notificationPreferences { emailDigest pushKinds } }');
    expect(notificationPreferences.emailDigest).toBe(true);
    expect(notificationPreferences.pushKinds).toContain('DEADLINE_APPROACHING');

    // A vacation, booked and ended.
    const vacation = page.getByTestId('settings-vacation');
    await vacation.getByLabel('Days', { exact: true }).fill('3');
    await vacation.getByRole('button', { name: 'Book a vacation' }).click();
    await vacation.getByTestId('vacation-current').waitFor();
    const booked = await api<{ myVacation: { vacation: { active: boolean } | null } }>(
      ann,
      '{ myVacation { vacation { active } } }',
    );
    expect(booked.myVacation.vacation?.active).toBe(true);
    await vacation.getByRole('button', { name: 'End my vacation now' }).click();
    await vacation.getByRole('button', { name: 'Book a vacation' }).waitFor();

    // Forced moves for the whole account.
    const play = page.getByTestId('settings-play');
    await play.getByRole('checkbox', { name: 'Play my forced moves for me' }).check();
    await play.getByRole('status').waitFor();
    expect((await api<{ forcedMoves: { on: boolean } }>(ann, '{ forcedMoves { on } }')).forcedMoves.on).toBe(true);

    // A personal token: the secret shown once, working, then revoked.
    const tokens = page.getByTestId('settings-tokens');
    await tokens.getByLabel('Name', { exact: true }).fill('my bot');
    await tokens.getByRole('button', { name: 'Create token' }).click();
    const secret = (await tokens.getByTestId('token-secret').locator('code').textContent()) ?? '';
    expect((await gql(app, '{ myMatches { id } }', { token: secret })).errors).toBeUndefined();
    await tokens.getByRole('button', { name: 'I have stored it' }).click();
    await tokens.getByTestId('token-secret').waitFor({ state: 'detached' });
    await tokens.getByRole('button', { name: 'Revoke the token my bot' }).click();
    await tokens.getByTestId('api-token').filter({ hasText: 'revoked' }).waitFor();
    expect((await gql(app, '{ myMatches { id } }', { token: secret })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );

    // Hidden history and the blocked players.
    const privacy = page.getByTestId('settings-privacy');
    await privacy.getByRole('checkbox', { name: /Hide my game history/ }).check();
    await privacy.getByRole('status').waitFor();
    const profile = await api<{ user: { historyHidden: boolean } }>(
      ann,
      'query($u: String!) { user(username: $u) { historyHidden } }',
      { u: ann.name },
    );
    expect(profile.user.historyHidden).toBe(true);
    await privacy.getByRole('button', { name: `Unblock ${ben.name}` }).click();
    await privacy.getByText('You have blocked nobody.').waitFor();
    expect((await api<{ blockedUsers: unknown[] }>(ann, '{ blockedUsers { username } }')).blockedUsers).toEqual([]);

    // Sounds and language.
    const display = page.getByTestId('settings-display');
    await display.getByRole('checkbox', { name: /Sounds/ }).check();
    expect(await page.getByTestId('sounds').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('settings-language').selectOption('nl');
    await page.getByRole('heading', { level: 1, name: 'Instellingen' }).waitFor();
    await page.getByTestId('settings-language').selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();

    // The password: a wrong current one is refused; the right one changes it and ends every other session.
    const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { accessToken } }';
    const login = async (password: string) =>
      (
        await gql<{ login: { accessToken: string } }>(app, LOGIN, {
          variables: { i: { username: ann.name, password } },
        })
      ).data?.login.accessToken ?? null;
    const laptop = (await login('correct horse battery'))!;
    const pw = page.getByTestId('settings-password');
    await pw.getByLabel('Current password').fill('not my password at all');
    await pw.getByLabel('New password').fill('a fresh and unusual passphrase');
    await pw.getByRole('button', { name: 'Change password' }).click();
    await pw.getByRole('alert').waitFor();
    await pw.getByLabel('Current password').fill('correct horse battery');
    await pw.getByLabel('New password').fill('a fresh and unusual passphrase');
    await pw.getByRole('button', { name: 'Change password' }).click();
    await pw.getByText('Password changed').waitFor();
    expect((await gql(app, '{ me { id } }', { token: laptop })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await api(ann, '{ me { id } }');
    expect(await login('correct horse battery')).toBeNull();

    // Signing out everywhere else keeps this browser signed in.
    const phone = (await login('a fresh and unusual passphrase'))!;
    await pw.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await pw.getByText('Every other browser and device is signed out.').waitFor();
    expect((await gql(app, '{ me { id } }', { token: phone })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await api(ann, '{ me { id } }');
    await pw.getByRole('button', { name: 'Mail me a reset link' }).click();
    await pw.getByText('a reset link is on its way').waitFor();
    expect(page.url()).toMatch(/\/settings$/);
    expect(ann.errors).toEqual([]);
  }, 90_000);

  it("lists the account's signed-in sessions with their devices; signing one out closes that browser's live connection and signs it out", async () => {
    const { ben, app } = table;
    // Ben's phone: another browser (an Android user agent), signed in on the login page, on My matches.
    const context = await table.browser.newContext({
      viewport: PHONE_390,
      baseURL: app.baseUrl,
      locale: 'en-GB',
      bypassCSP: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    });
    const phone = { name: ben.name, context, page: await context.newPage(), errors: [] as string[] };
    phone.page.on('pageerror', (error) => phone.errors.push(error.message));
    const sockets: WebSocket[] = [];
    phone.page.on('websocket', (socket) => sockets.push(socket));
    try {
      await signIn(phone, 'correct horse battery');
      await phone.page.goto('/matches');
      await phone.page.getByTestId('nav-matches').waitFor();
      // The page's live connection (graphql-ws), once it is open.
      let live: WebSocket | undefined;
      for (let tries = 0; !live && tries < 100; tries++) {
        live = sockets.find((socket) => !socket.isClosed());
        if (!live) await phone.page.waitForTimeout(200);
      }
      if (!live) throw new Error('the phone opened no live connection');

      // On the desktop, Settings lists both: this browser, and the phone by its device.
      const { page } = ben;
      await page.goto('/settings');
      const list = page.getByTestId('settings-password').getByTestId('sessions');
      await list.getByTestId('session').nth(1).waitFor();
      expect(await list.getByTestId('session').count()).toBe(2);
      await list.locator('[data-current="true"]').getByText('This browser').waitFor();
      const other = list.locator('[data-current="false"]');
      await other.getByText('Chrome on Android').waitFor();
      expect(await other.getByText(/signed in .* · last used /).count()).toBe(1);
      await page.setViewportSize(DESKTOP_1366);
      expect(await axeViolations(page, { moderate: true })).toEqual([]);
      await screenshot(page, 'settings-sessions-1366');

      // Signing the phone out: the list keeps this browser only, the phone's live connection is closed by
      // the server at once, and the phone's page signs out by itself (no reload, no click).
      await other.getByRole('button', { name: /^Sign out Chrome on Android, last used / }).click();
      await page.getByTestId('settings-password').getByText('That browser or device is signed out').waitFor();
      expect(await list.getByTestId('session').count()).toBe(1);
      await phone.page.waitForURL(/\/login/, { timeout: 120_000 });
      // (That the server closes the session's graphql-ws connection with 4401 at once is asserted in
      // test/auth/sessions.e2e-spec.ts; the page reconnects as a visitor, so which socket is open varies.)
      await phone.page.getByLabel('Password').waitFor();
      // The desktop stays signed in.
      await api(ben, '{ me { id } }');
      expect(ben.errors).toEqual([]);
      expect(phone.errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);
});
