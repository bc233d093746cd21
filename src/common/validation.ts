import type { ValidationError } from '@nestjs/common';
import { ValidationPipe } from '@nestjs/common';
import { DomainError } from './errors';

/**
 * Validates every @Args input class with class-validator. Unknown properties
 * are rejected rather than silently dropped, and failures become
 * BAD_USER_INPUT with the offending fields.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
