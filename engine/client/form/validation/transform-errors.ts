import type { RJSFValidationError } from '@rjsf/utils';

interface OriginalError {
  keyword?: string;
  params?: { missingProperty?: string };
}

/** The missing property an ajv-errors `required` message is about, if it is one. */
function missingPropertyOf(error: RJSFValidationError): string | undefined {
  if (error.name !== 'errorMessage') return undefined;
  const original = (error.params as { errors?: OriginalError[] } | undefined)?.errors?.[0];
  return original?.keyword === 'required' ? original.params?.missingProperty : undefined;
}

/**
 * Puts each message under its field. ajv-errors reports a missing property on the parent object,
 * so `required` messages move to the missing property; an if/then rule also reports `if` ("must
 * match then"), whose then-part already carries the seed's message, so that one is dropped.
 */
export function transformEntityErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors
    .filter((error) => error.name !== 'if')
    .map((error) => {
      const missing = missingPropertyOf(error);
      if (!missing) return error;
      const parent = error.property === '.' ? '' : (error.property ?? '');
      const property = `${parent}.${missing}`;
      return { ...error, property, stack: `${property} ${error.message ?? ''}`.trim() };
    });
}
