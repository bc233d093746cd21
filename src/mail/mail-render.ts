import type { LogEntry } from '../notifications/notification-log.repository';
import type { Notification } from '../notifications/notification';
import { noticeLine, noticeUrl } from '../notifications/notice-text';

/** A mail ready for the transport: both parts are always there. */
export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface MailLinks {
  /** This server as players reach it, no trailing slash. */
  readonly publicUrl: string;
  /** The one-click unsubscribe link of the addressee. */
  readonly unsubscribeUrl: string;
}

const SUBJECTS: Record<Notification['kind'], string> = {
  YOUR_TURN: 'Your move in Claim',
  DEADLINE_APPROACHING: 'Your time in Claim is running out',
  OPPONENT_MOVED: 'Your opponent moved in Claim',
  GAME_OVER: 'Your game of Claim is over',
  INVITATION: 'You are challenged to a game of Claim',
  CHALLENGE_ANSWERED: 'Your Claim challenge was answered',
  CHAT: 'A message in your game of Claim',
  FOLLOWED: 'A new follower on Claim',
  FRIEND_ADDED: 'A new friend on Claim',
  TOURNAMENT: 'News from your Claim tournament',
  ORDER_DROPPED: 'A standing order of yours in Claim was dropped',
  CLUB: 'News from a club on Claim',
  SEEK_MATCHED: 'Your Claim seek found opponents',
  APPEAL_ANSWERED: 'Your Claim appeal was answered',
  CLUB_MATCH_SIGNUP_CLOSED: 'Sign-up for your Claim club match has closed',
};

/** A mail for one notice, or (digest) for several. */
export function renderNotices(entries: readonly LogEntry[], links: MailLinks): RenderedMail {
  const lines = entries.map((e) => ({
    line: noticeLine(e.notification),
    link: noticeUrl(e.notification, links.publicUrl),
  }));
  const subject =
    entries.length === 1 ? SUBJECTS[entries[0].notification.kind] : `Claim: ${entries.length} things happened today`;
  const footer = `You get these mails because you asked for them. Stop them: ${links.unsubscribeUrl}`;
  const text = [...lines.map(({ line, link }) => `${line}\n${link}`), '', '--', footer].join('\n\n');
  const html = [
    '<!doctype html><html><body>',
    ...lines.map(({ line, link }) => `<p>${escapeHtml(line)}<br><a href="${escapeHtml(link)}">Open it</a></p>`),
    `<hr><p style="font-size:small">You get these mails because you asked for them. <a href="${escapeHtml(
      links.unsubscribeUrl,
    )}">Unsubscribe</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

export function renderVerification(verifyUrl: string): RenderedMail {
  const text = `Confirm that this address is yours, and Claim will mail you when it is your move:\n\n${verifyUrl}\n\nThe link works once, for 24 hours. If you did not ask for this, ignore this mail.`;
  return {
    subject: 'Confirm your e-mail address for Claim',
    text,
    html: `<!doctype html><html><body><p>Confirm that this address is yours, and Claim will mail you when it is your move:</p><p><a href="${escapeHtml(
      verifyUrl,
    )}">Confirm my address</a></p><p>The link works once, for 24 hours. If you did not ask for this, ignore this mail.</p></body></html>`,
  };
}

export function renderPasswordReset(resetUrl: string, validMinutes: number): RenderedMail {
  const text = `Someone (we hope you) asked to reset the password of your Claim account. Choose a new one here:\n\n${resetUrl}\n\nThe link works once, for ${validMinutes} minutes. Resetting signs you out everywhere else; your API tokens keep working. If you did not ask for this, ignore this mail: your password stays as it is.`;
  return {
    subject: 'Reset your Claim password',
    text,
    html: `<!doctype html><html><body><p>Someone (we hope you) asked to reset the password of your Claim account.</p><p><a href="${escapeHtml(
      resetUrl,
    )}">Choose a new password</a></p><p>The link works once, for ${validMinutes} minutes. Resetting signs you out everywhere else; your API tokens keep working. If you did not ask for this, ignore this mail: your password stays as it is.</p></body></html>`,
  };
}

export function renderSignInLink(signInUrl: string, validMinutes: number): RenderedMail {
  const why =
    'Someone (we hope you) asked for a link to sign in to your Claim account, as when sign-in is paused after failed password attempts.';
  const rest = `The link works once, for ${validMinutes} minutes, and signs in the browser that opens it. If you did not ask for this, ignore this mail: nobody signs in without it, and your password stays as it is.`;
  return {
    subject: 'Your link to sign in to Claim',
    text: `${why} Sign in here:\n\n${signInUrl}\n\n${rest}`,
    html: `<!doctype html><html><body><p>${escapeHtml(why)}</p><p><a href="${escapeHtml(
      signInUrl,
    )}">Sign in to Claim</a></p><p>${escapeHtml(rest)}</p></body></html>`,
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
