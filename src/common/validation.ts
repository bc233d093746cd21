import type { ArgumentMetadata, ValidationError } from '@nestjs/common';
import { ValidationPipe } from '@nestjs/common';
import { DomainError } from './errors';
import { badTextFields } from './text-input';

/** @nestjs/graphql's GqlParamtype.ARGS (not exported): `@Args` values, as opposed to context, info or root. */
const GRAPHQL_ARGS = 3;

/**
 * Validates every @Args input class with class-validator. Unknown properties
 * are rejected rather than silently dropped, and failures become
 * BAD_USER_INPUT with the offending fields.
 *
 * Before that, every string of every GraphQL argument and REST body, query and path parameter is checked
 * for NUL characters and lone surrogates (text-input.ts): here once for all of them, rather than field
 * by field, so no new field can forget it. A field of an input object is named by its path in the object
 * (`username`, as class-validator names it), a scalar argument by its own name.
 */
class InputPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const checked =
      metadata.type === 'body' ||
      metadata.type === 'query' ||
      metadata.type === 'param' ||
      (metadata.type as unknown) === GRAPHQL_ARGS;
    if (checked) {
      const scalar = value === null || typeof value !== 'object';
      const fields = badTextFields(value, scalar ? (metadata.data ?? '') : '');
      if (Object.keys(fields).length > 0) throw new DomainError({ code: 'BAD_USER_INPUT', fields });
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new InputPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors: ValidationError[]) =>
      new DomainError({ code: 'BAD_USER_INPUT', fields: collectFieldErrors(errors) }),
  });
}

function collectFieldErrors(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const error of errors) {
    const name = prefix + error.property;
    if (error.constraints) fields[name] = Object.values(error.constraints);
    if (error.children?.length) Object.assign(fields, collectFieldErrors(error.children, `${name}.`));
  }
  return fields;
}
