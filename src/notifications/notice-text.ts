import type {
  ClubMatchSignUpClosedNotification,
  ClubNotification,
  Notification,
  TournamentNotification,
} from './notification';
import { isChallengeNotification, isFollowNotification } from './notification';

/**
 * The page a notice opens, on this server as players reach it (publicUrl, no trailing slash): the one owner of it,
 * so that the mail's link and the push's click (src/push/push-message.ts) lead to the same place. A tournament's or
 * a club's notice opens its page; a club match notice the player's game if one started, else their club's page
 * (which lists the club match); any other notice its match, or the home page.
 */
export function noticeUrl(n: Notification, publicUrl: string): string {
  if (n.kind === 'TOURNAMENT') return `${publicUrl}/tournaments/${encodeURIComponent(n.tournamentId)}`;
  if (n.kind === 'CLUB' || (n.kind === 'CLUB_MATCH_SIGNUP_CLOSED' && n.matchId === null))
    return `${publicUrl}/clubs/${encodeURIComponent(n.clubId)}`;
  return n.matchId ? `${publicUrl}/match/${encodeURIComponent(n.matchId)}` : `${publicUrl}/`;
}

/**
 * One line per notice. Built from the notice alone, which names matches, seats, versions, deadlines and
 * players but never a card: a mail cannot carry what R9 hides from its addressee (the property test in
 * notice-text.spec.ts checks every channel's rendering).
 */
export function noticeLine(n: Notification): string {
  if (n.kind === 'CHAT') return `${n.from} wrote to you in a game of Claim.`;
  if (isFollowNotification(n))
    return n.kind === 'FOLLOWED'
      ? `${n.from} follows you on Claim. Follow them back to be friends.`
      : `${n.from} followed you back: you are friends on Claim.`;
  if (n.kind === 'TOURNAMENT') return tournamentLine(n);
  if (n.kind === 'ORDER_DROPPED')
    return 'One of your standing orders in a game of Claim could not be obeyed and was dropped: see why at the table.';
  if (n.kind === 'CLUB') return clubLine(n);
  if (n.kind === 'CLUB_MATCH_SIGNUP_CLOSED') return clubMatchClosedLine(n);
  if (n.kind === 'SEEK_MATCHED') return 'Your seek found opponents: a game of Claim has started.';
  if (n.kind === 'APPEAL_ANSWERED')
    return n.appealVerdict === 'lifted'
      ? 'A moderator answered your appeal on Claim: the action is lifted.'
      : 'A moderator answered your appeal on Claim: the action stands.';
  if (isChallengeNotification(n)) {
    if (n.kind === 'INVITATION') return `${n.from} challenges you to a game of Claim.`;
    return `${n.from} ${n.challengeStatus === 'cancelled' ? 'cancelled' : n.challengeStatus} your challenge.`;
  }
  const by = n.deadline ? ` You have until ${n.deadline.toUTCString()}.` : '';
  switch (n.kind) {
    case 'YOUR_TURN':
      return `It is your move in a game of Claim.${by}`;
    case 'DEADLINE_APPROACHING':
      return `Your time in a game of Claim is running out.${by}`;
    case 'OPPONENT_MOVED':
      return `Seat ${n.seat ?? '?'} moved in one of your games of Claim.`;
    case 'GAME_OVER':
      return 'One of your games of Claim is over.';
  }
}

function tournamentLine(n: TournamentNotification): string {
  switch (n.tournamentEvent) {
    case 'PAIRED':
      return n.matchId === null
        ? `Round ${n.round ?? '?'} of your Claim tournament has started: you have a bye.`
        : `Round ${n.round ?? '?'} of your Claim tournament has started: your game is ready.`;
    case 'FINISHED':
      return 'Your Claim tournament is over: see the final standings.';
    case 'CANCELLED':
      return 'Your Claim tournament was cancelled by its organizer.';
    case 'PAUSED':
      return 'Your Claim tournament was paused by its organizer.';
    case 'RESUMED':
      return 'Your Claim tournament was resumed.';
    case 'REMOVED':
      return 'You were withdrawn from a Claim tournament.';
    case 'ORGANIZER':
      return 'You are now the organizer of a Claim tournament.';
    case 'INVITED':
      return 'You are invited to a Claim tournament: enter it from its page.';
  }
}

function clubLine(n: ClubNotification): string {
  switch (n.clubEvent) {
    case 'INVITED':
      return `${n.from} invites you to a club on Claim.`;
    case 'REQUESTED':
      return `${n.from} asks to join your club on Claim.`;
    case 'ACCEPTED':
      return 'You are a member of a new club on Claim.';
    case 'REMOVED':
      return 'You were removed from a club on Claim.';
    case 'OWNER':
      return `${n.from} handed you a club on Claim: you are its owner now.`;
    case 'MATCH_CHALLENGE':
      return `${n.from} challenges your club to a club match on Claim: accept or decline it on the club's page.`;
  }
}

function clubMatchClosedLine(n: ClubMatchSignUpClosedNotification): string {
  if (n.unanswered) return 'A club match challenge on Claim was not accepted before its deadline, so it is called off.';
  const closed = 'Sign-up for your club match on Claim has closed';
  if (n.board !== null && n.forfeit)
    return `${closed}: nobody of the other club took your board ${n.board}, so you win it by forfeit (1 – 0).`;
  if (n.board !== null) return `${closed}: your game on board ${n.board} has started.`;
  if (n.boardsPlayed === 0) return `${closed}: no board had a player of each club, so the club match did not go ahead.`;
  return `${closed}: ${n.boardsPlayed} board${n.boardsPlayed === 1 ? '' : 's'} with a player of each club ${n.boardsPlayed === 1 ? 'has' : 'have'} started.`;
}
