// Request validation at the boundary: the contracts' schemas, whose failures become 400s naming the field.
import { z } from 'zod';
import { wellFormedText } from '@campus-hostel/contracts/api';
import { HttpError } from '../errors.js';

/** The 400 for a failed parse, naming the first offending field. */
function invalid(error: z.core.$ZodError, what: string): HttpError {
  const issue = error.issues[0];
  if (!issue) return new HttpError(400, `${what} is invalid`, 'invalid_request');
  if (issue.path.length === 0) {
    const expectsObject = issue.code === 'invalid_type' && issue.expected === 'object';
    return new HttpError(
      400,
      expectsObject ? `${what} must be a JSON object` : `${what} ${issue.message}`,
      'invalid_request',
    );
  }
  return new HttpError(400, `${issue.path.map(String).join('.')} ${issue.message}`, 'invalid_request');
}

/** Parses untrusted input; throws 400 `{message}` naming the first offending field. */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown, what = 'Request body'): z.output<S> {
  const text = z.safeParse(wellFormedText, input);
  if (!text.success) throw invalid(text.error, what);
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  throw invalid(result.error, what);
}
