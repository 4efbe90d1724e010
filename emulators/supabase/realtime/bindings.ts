// A join's `postgres_changes` parameters read as Realtime's parse_subscription_params reads them.
import type { Binding, ChangeEvent } from './changes';
import { FilterParseError, parseFilter } from './filters';

/** `select` as Realtime's parse_select reads it: its strings (none is no selection), or the error for a string. */
function readSelect(raw: unknown): { select?: string[]; parseError?: string } {
  if (typeof raw === 'string')
    return {
      parseError:
        'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]',
    };
  const names = Array.isArray(raw) ? raw.filter((c): c is string => typeof c === 'string') : [];
  return names.length > 0 ? { select: names } : {};
}

/** Reads one `postgres_changes` entry of a join's config; a parameter that does not parse is reported after the join. */
export function readBinding(raw: Record<string, unknown>, id: number): { binding: Binding; parseError?: string } {
  const event = typeof raw.event === 'string' ? raw.event.toUpperCase() : '*';
  const { select, parseError: selectError } = readSelect(raw.select);
  const binding: Binding = {
    id,
    event: (['INSERT', 'UPDATE', 'DELETE'].includes(event) ? event : '*') as ChangeEvent,
    schema: typeof raw.schema === 'string' ? raw.schema : 'public',
    ...(typeof raw.table === 'string' ? { table: raw.table } : {}),
    ...(typeof raw.filter === 'string' && raw.filter !== '' ? { filter: raw.filter } : {}),
    ...(select ? { select } : {}),
    conditions: [],
  };
  if (selectError) return { binding, parseError: selectError };
  try {
    if (binding.filter !== undefined) binding.conditions = parseFilter(binding.filter);
  } catch (error) {
    if (error instanceof FilterParseError) return { binding, parseError: error.message };
    throw error;
  }
  if (select && [binding.schema, binding.table ?? '*'].includes('*'))
    return {
      binding,
      parseError:
        'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.',
    };
  return { binding };
}
