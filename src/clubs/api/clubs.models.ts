import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ClubAdmission, ClubPendingKind } from '../../generated/prisma/enums';
import type { Club, ClubLogEntry, ClubMember, ClubPending, ClubStanding, ShownRole } from '../club';
import { CLUB_ADMISSIONS, CLUB_LIMITS, CLUB_LOG_ACTIONS } from '../club';

registerEnumType(ClubAdmission, {
  name: 'ClubAdmission',
  description: 'How a player becomes a member (docs/players.md "Clubs").',
  valuesMap: {
    open: { description: 'Anyone joins at once.' },
    request: { description: 'A player asks; an admin accepts or declines.' },
    invitation: { description: 'Only players an admin invited join.' },
  },
});

export const ClubRoleEnum = { owner: 'owner', admin: 'admin', member: 'member' } as const satisfies Record<
  ShownRole,
  ShownRole
>;
registerEnumType(ClubRoleEnum, {
  name: 'ClubRole',
  description: "A member's place in a club.",
  valuesMap: {
    owner: { description: 'Owns the club (one per club): gives and takes roles, hands the club on, deletes it.' },
    admin: { description: 'Invites, answers requests, removes members, edits the description.' },
    member: { description: 'A member.' },
  },
});

registerEnumType(ClubPendingKind, {
  name: 'ClubPendingKind',
  description: 'What waits for the other side.',
  valuesMap: {
    invited: { description: 'An admin invited the player: they join (joinClub) or decline (leaveClub).' },
    requested: { description: 'The player asked to join: an admin accepts or declines (answerClubRequest).' },
  },
});

@ObjectType('Club', { description: 'A club (docs/players.md "Clubs").' })
export class ClubModel {
  @Field(() => ID, { description: 'The club, for every club call.' })
  id!: string;

  @Field({ description: `Its name, ${CLUB_LIMITS.nameMin} to ${CLUB_LIMITS.nameMax} characters, unique (any case).` })
  name!: string;

  @Field({ description: `What it is about, up to ${CLUB_LIMITS.descriptionMax} characters.` })
  description!: string;

  @Field(() => ClubAdmission, { description: 'How players join.' })
  admission!: ClubAdmission;

  @Field({ description: "The owner's name." })
  owner!: string;

  @Field(() => Int, { description: 'How many members it has (the owner included).' })
  members!: number;

  @Field(() => GraphQLISODateTime, { description: 'When it was created.' })
  createdAt!: Date;

  static from(c: Club): ClubModel {
    return {
      id: c.id,
      name: c.name,
      description: c.description,
      admission: c.admission,
      owner: c.owner.username,
      members: c.members,
      createdAt: c.createdAt,
    };
  }
}

@ObjectType('MyClub', { description: 'A club you belong to, and your role in it.' })
export class MyClubModel {
  @Field(() => ClubModel, { description: 'The club.' })
  club!: ClubModel;

  @Field(() => ClubRoleEnum, { description: 'Your role in it.' })
  role!: ShownRole;

  static from(m: { club: Club; role: ShownRole | null }): MyClubModel {
    return { club: ClubModel.from(m.club), role: m.role ?? 'member' };
  }
}

@ObjectType('ClubStanding', {
  description: 'Where a player stands with a club: member (with a role), pending, or neither.',
})
export class ClubStandingModel {
  @Field(() => ClubRoleEnum, { nullable: true, description: 'Their role; null if not a member.' })
  role!: ShownRole | null;

  @Field(() => ClubPendingKind, { nullable: true, description: 'An invitation or a request waiting; null if none.' })
  pending!: ClubPendingKind | null;

  static from(s: ClubStanding): ClubStandingModel {
    return { role: s.role, pending: s.pending };
  }
}

@ObjectType('ClubMember', { description: "A member on a club's page, with their rating in the pool asked for." })
export class ClubMemberModel {
  @Field({ description: 'Their name.' })
  username!: string;

  @Field({ description: 'A bot account.' })
  isBot!: boolean;

  @Field(() => ClubRoleEnum, { description: 'Their role.' })
  role!: ShownRole;

  @Field(() => GraphQLISODateTime, { description: 'When they joined.' })
  joinedAt!: Date;

  @Field(() => Int, { nullable: true, description: 'Their rating in the pool, rounded; null while they have none.' })
  rating!: number | null;

  @Field(() => Int, { description: 'Rated games in the pool.' })
  games!: number;

  static from(m: ClubMember): ClubMemberModel {
    return {
      username: m.user.username,
      isBot: m.user.isBot,
      role: m.role,
      joinedAt: m.joinedAt,
      rating: m.rating,
      games: m.games,
    };
  }
}

@ObjectType('ClubPending', { description: 'An invitation or a request to join, waiting for the other side.' })
export class ClubPendingModel {
  @Field(() => ClubModel, { description: 'The club.' })
  club!: ClubModel;

  @Field({ description: 'The player invited, or asking.' })
  username!: string;

  @Field(() => ClubPendingKind, { description: 'An invitation or a request.' })
  kind!: ClubPendingKind;

  @Field(() => String, { nullable: true, description: 'Who invited (null for a request).' })
  by!: string | null;

  @Field(() => GraphQLISODateTime, { description: 'Since when it waits.' })
  createdAt!: Date;

  static from(p: ClubPending): ClubPendingModel {
    return {
      club: ClubModel.from(p.club),
      username: p.user.username,
      kind: p.kind,
      by: p.by,
      createdAt: p.createdAt,
    };
  }
}

@ObjectType('ClubLogEntry', { description: "A line of a club's log: what happened, by whom, to whom." })
export class ClubLogEntryModel {
  @Field(() => ID, { description: 'Pass it as `before` for the page after this one.' })
  id!: string;

  @Field(() => GraphQLISODateTime, { description: 'When.' })
  at!: Date;

  @Field({ description: CLUB_LOG_ACTIONS.join(', ') + '.' })
  action!: string;

  @Field(() => String, { nullable: true, description: 'Who did it (null: a deleted account).' })
  actor!: string | null;

  @Field(() => String, { nullable: true, description: 'To whom, for an action on a player.' })
  target!: string | null;

  @Field(() => ID, { nullable: true, description: 'The club match a MATCH_* entry is about (see clubMatch).' })
  clubMatchId!: string | null;

  static from(e: ClubLogEntry): ClubLogEntryModel {
    return { id: e.id, at: e.at, action: e.action, actor: e.actor, target: e.target, clubMatchId: e.clubMatchId };
  }
}

/** A club's fields as both transports take them; the service checks them (src/clubs/club.ts). */
@InputType('CreateClubInput', { description: 'A new club.' })
export class CreateClubInput {
  @Field({ description: `${CLUB_LIMITS.nameMin} to ${CLUB_LIMITS.nameMax} letters, digits, spaces and . ' & -.` })
  @IsString()
  @MaxLength(200)
  name!: string;

  @Field(() => String, { nullable: true, description: `Up to ${CLUB_LIMITS.descriptionMax} characters.` })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  description?: string | null;

  @Field(() => ClubAdmission, { description: CLUB_ADMISSIONS.join(', ') + '.' })
  @IsIn(CLUB_ADMISSIONS)
  admission!: ClubAdmission;
}

@InputType('UpdateClubInput', { description: 'What to change of a club (its admins); a field left out stays.' })
export class UpdateClubInput {
  @Field(() => String, { nullable: true, description: `Up to ${CLUB_LIMITS.descriptionMax} characters.` })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  description?: string | null;

  @Field(() => ClubAdmission, { nullable: true, description: 'How players join.' })
  @IsOptional()
  @IsIn(CLUB_ADMISSIONS)
  admission?: ClubAdmission | null;
}
