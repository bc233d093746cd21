import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { QueryInteger } from './strict-query';

export const STORY_FORMATS = ['json', 'text'] as const;
export const STORY_LANGUAGES = ['en', 'nl', 'ko'] as const;

export class StoryQuery {
  @ApiPropertyOptional({
    description: 'Only events with a greater seq; -1 (the default) tells the whole match.',
    minimum: -1,
    default: -1,
  })
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(-1)
  after?: number;

  @ApiPropertyOptional({
    description:
      '`json` (structured entries, the default) or `text` (one line per entry: the seq, a tab, the sentence).',
    enum: STORY_FORMATS,
    default: 'json',
  })
  @IsOptional()
  @IsIn(STORY_FORMATS)
  format?: (typeof STORY_FORMATS)[number];

  @ApiPropertyOptional({ description: 'Language of `text`.', enum: STORY_LANGUAGES, default: 'en' })
  @IsOptional()
  @IsIn(STORY_LANGUAGES)
  lang?: (typeof STORY_LANGUAGES)[number];
}
