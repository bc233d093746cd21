#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { archiveCommand } from './archive-command';
import { auditCommand } from './audit-command';
import { citusCommand } from './citus-command';
import { fairplayCommand } from './fairplay-command';
import { oauthClientCommand } from './oauth-client-command';
import { ratingsCommand } from './ratings-command';
import { reputationCommand } from './reputation-command';
import { readMatchRecords, tournamentVerifyCommand } from './tournament-command';
import { adminCommand, exportAllCommand, importAllCommand } from './backup-command';
import type { CommandOutput } from './commands';
import { randomCommand, verifyCommand, viewCommand } from './commands';

const USAGE = `usage:
  claim random --rules claim|claim2|<faction,faction,…> [--heroes a,b] [--players 2|3|4] [--seed HEX] [--moves-seed N] [--edition 2026-11|2026-12]
  claim view FILE --seat N [--at K]
  claim verify FILE [--commitment HEX]
  claim tournament verify FILE [--records DIR|FILE]   (a tournament export, NDJSON: recomputes pairings and
                                   standings; with the finished matches' records, checks every result against them)
  claim audit --match ID
  claim ratings --recompute
  claim reputation --recompute     (every player's reputation from the finished matches' logs)
  claim fairplay --recompute [--reviews-only]   (fair-play signals from the finished matches; docs/fair-play.md)
  claim archive --backfill         (stores the export line of finished matches that have none)
  claim export-all --out FILE      (every account and finished match, NDJSON; docs/operations.md)
  claim import-all FILE            (into an empty database; checks every head hash first)
  claim citus distribute           (on a Citus coordinator: the tables as docs/SCALING.md lays them out)
  claim admin-create --username NAME   (the password is read from stdin)
  claim users [--first N] [--after NAME]
  claim revoke --user NAME         (ends every session, revokes every API token and app authorisation)
  claim suspend --user NAME        (no sign-in, and revokes as above)
  claim unsuspend --user NAME
  claim moderator grant|revoke --user NAME --reason TEXT   (the moderator role; logged in the moderation log)
  claim oauth-client --name NAME --redirect-uri URI[,URI…]   (a confidential OAuth client; prints its secret once)`;

function readJson(path: string | undefined): unknown {
  if (!path) throw new UsageError('a record FILE is needed');
  return JSON.parse(readFileSync(path === '-' ? 0 : path, 'utf8'));
}

class UsageError extends Error {}

function toInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} takes a whole number`);
  return Number(value);
}

export async function run(argv: readonly string[]): Promise<CommandOutput> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      rules: { type: 'string' },
      heroes: { type: 'string' },
      players: { type: 'string' },
      seed: { type: 'string' },
      'moves-seed': { type: 'string' },
      edition: { type: 'string' },
      seat: { type: 'string' },
      at: { type: 'string' },
      match: { type: 'string' },
      commitment: { type: 'string' },
      records: { type: 'string' },
      recompute: { type: 'boolean' },
      'reviews-only': { type: 'boolean' },
      backfill: { type: 'boolean' },
      out: { type: 'string' },
      username: { type: 'string' },
      user: { type: 'string' },
      reason: { type: 'string' },
      first: { type: 'string' },
      after: { type: 'string' },
      name: { type: 'string' },
      'redirect-uri': { type: 'string' },
    },
  });
  switch (command) {
    case 'random':
      return randomCommand({
        rules: values.rules ?? 'claim',
        heroes: values.heroes,
        players: toInt(values.players, 'players'),
        seed: values.seed,
        movesSeed: toInt(values['moves-seed'], 'moves-seed'),
        edition: values.edition,
      });
    case 'verify':
      return verifyCommand(readJson(positionals[0]), values.commitment);
    case 'tournament': {
      if (positionals[0] !== 'verify' || !positionals[1]) throw new UsageError('tournament verify needs a FILE');
      const records = values.records === undefined ? undefined : readMatchRecords(values.records);
      if (typeof records === 'string')
        return {
          exitCode: 1,
          stdout: JSON.stringify({ error: { code: 'BAD_MATCH_RECORD', reason: records } }, null, 2),
        };
      return tournamentVerifyCommand(readFileSync(positionals[1] === '-' ? 0 : positionals[1], 'utf8'), records);
    }
    case 'audit':
      if (!values.match) throw new UsageError('audit needs --match ID');
      return auditCommand(values.match);
    case 'oauth-client':
      if (!values.name || !values['redirect-uri'])
        throw new UsageError('oauth-client needs --name NAME and --redirect-uri URI[,URI…]');
      return oauthClientCommand(values.name, values['redirect-uri'].split(','));
    case 'ratings':
      if (!values.recompute) throw new UsageError('ratings needs --recompute');
      return ratingsCommand();
    case 'reputation':
      if (!values.recompute) throw new UsageError('reputation needs --recompute');
      return reputationCommand();
    case 'fairplay':
      if (!values.recompute) throw new UsageError('fairplay needs --recompute');
      return fairplayCommand(values['reviews-only'] === true);
    case 'archive':
      if (!values.backfill) throw new UsageError('archive needs --backfill');
      return archiveCommand();
    case 'export-all':
      if (!values.out) throw new UsageError('export-all needs --out FILE');
      return exportAllCommand(values.out);
    case 'import-all':
      if (!positionals[0]) throw new UsageError('import-all needs a FILE');
      return importAllCommand(positionals[0]);
    case 'citus':
      if (positionals[0] !== 'distribute') throw new UsageError('citus needs the action distribute');
      return citusCommand(positionals[0]);
    case 'admin-create': {
      const username = values.username;
      if (!username) throw new UsageError('admin-create needs --username NAME');
      const password = readFileSync(0, 'utf8').split(/\r?\n/)[0];
      return adminCommand((admin) => admin.createAdmin(username, password));
    }
    case 'users':
      return adminCommand((admin) => admin.listUsers(toInt(values.first, 'first') ?? 100, values.after ?? null));
    case 'revoke':
    case 'suspend':
    case 'unsuspend': {
      const user = values.user;
      if (!user) throw new UsageError(`${command} needs --user NAME`);
      return adminCommand((admin) =>
        command === 'revoke' ? admin.revokeCredentials(user) : admin.setSuspended(user, command === 'suspend'),
      );
    }
    case 'moderator': {
      const action = positionals[0];
      if (action !== 'grant' && action !== 'revoke') throw new UsageError('moderator needs the action grant or revoke');
      const user = values.user ?? positionals[1];
      if (!user) throw new UsageError('moderator needs --user NAME');
      if (!values.reason?.trim()) throw new UsageError('moderator needs --reason TEXT');
      const reason = values.reason;
      return adminCommand((admin) => admin.setModerator(user, action === 'grant', reason));
    }
    case 'view': {
      const seat = toInt(values.seat, 'seat');
      if (seat === undefined) throw new UsageError('view needs --seat N');
      return viewCommand(readJson(positionals[0]), seat, toInt(values.at, 'at'));
    }
    default:
      throw new UsageError(command ? `unknown command ${command}` : 'a command is needed');
  }
}

if (require.main === module) {
  run(process.argv.slice(2)).then(
    (out) => {
      process.stdout.write(out.stdout + '\n');
      process.exitCode = out.exitCode;
    },
    (e: unknown) => {
      const message =
        e instanceof UsageError
          ? `${e.message}\n${USAGE}`
          : e instanceof SyntaxError
            ? `the file is not JSON: ${e.message}`
            : String(e);
      process.stderr.write(message + '\n');
      process.exitCode = 2;
    },
  );
}
