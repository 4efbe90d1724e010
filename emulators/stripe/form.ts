// Stripe's form encoding: `metadata[room_id]=1`, `shipping[address][city]=Raipur`, `expand[0]=x` / `expand[]=x` into a tree.
import { invalidArray, invalidHash, invalidRequest, parameterUnknown } from './errors';

export type FormValue = string | FormTree;
export interface FormTree {
  [key: string]: FormValue;
}

const MAX_PAIRS = 1000;
const MAX_DEPTH = 8;

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    throw invalidRequest(
      'Invalid request (check that your POST content type is application/x-www-form-urlencoded). If you have any questions, we can help at https://support.stripe.com/.',
    );
  }
}

/** `a[b][]` → ['a', 'b', ''] where '' means "append". Stripe refuses keys it cannot read as a bracket path. */
function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open === -1) return [key];
  const segments = [key.slice(0, open)];
  const rest = key.slice(open);
  const pattern = /\[([^[\]]*)\]/gy;
  let consumed = 0;
  for (let match = pattern.exec(rest); match !== null; match = pattern.exec(rest)) {
    segments.push(match[1] ?? '');
    consumed = pattern.lastIndex;
  }
  if (consumed !== rest.length || segments[0] === '') throw parameterUnknown(key);
  return segments;
}

function newTree(): FormTree {
  // A prototype-less object, so keys such as `__proto__` or `constructor` are plain data.
  return Object.create(null) as FormTree;
}

/** Parses a urlencoded body or query string; later duplicates win, as Rack (Stripe's parser) does. */
export function parseForm(input: string): FormTree {
  const root = newTree();
  if (input.trim() === '') return root;
  const pairs = input.split('&').filter((pair) => pair !== '');
  if (pairs.length > MAX_PAIRS) throw invalidRequest(`Too many parameters: at most ${MAX_PAIRS} are accepted.`);
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    const rawKey = decode(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? '' : decode(pair.slice(eq + 1));
    const segments = splitKey(rawKey);
    if (segments.length > MAX_DEPTH) throw invalidRequest(`Parameter nesting is too deep: ${rawKey}`);
    let node = root;
    let path = '';
    segments.forEach((segment, index) => {
      const key = segment === '' ? String(Object.keys(node).length) : segment;
      path = index === 0 ? key : `${path}[${key}]`;
      const existing = node[key];
      if (index === segments.length - 1) {
        if (typeof existing === 'object') throw invalidHash(path);
        node[key] = value;
      } else if (existing === undefined) {
        const child = newTree();
        node[key] = child;
        node = child;
      } else if (typeof existing === 'string') {
        throw invalidHash(path);
      } else {
        node = existing;
      }
    });
  }
  return root;
}

/** The bracket path Stripe names in errors, e.g. `shipping[address][city]`. */
export function paramPath(prefix: string, key: string): string {
  return prefix === '' ? key : `${prefix}[${key}]`;
}

/** Refuses any key not in `allowed`, naming the first one as Stripe does. */
export function rejectUnknown(tree: FormTree, allowed: readonly string[], prefix = ''): void {
  for (const key of Object.keys(tree)) {
    if (!allowed.includes(key)) throw parameterUnknown(paramPath(prefix, key));
  }
}

export function optionalString(tree: FormTree, key: string, prefix = ''): string | undefined {
  const value = tree[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: {...}`, { param: paramPath(prefix, key) });
  return value;
}

export function optionalTree(tree: FormTree, key: string, prefix = ''): FormTree | undefined {
  const value = tree[key];
  if (value === undefined) return undefined;
  if (typeof value === 'string') {
    // Stripe reads an empty string as "unset" for hashes.
    if (value === '') return newTree();
    throw invalidHash(paramPath(prefix, key));
  }
  return value;
}

/** Arrays arrive as `x[0]=a&x[1]=b` (the SDK) or `x[]=a` (Stripe.js); both become a tree with index keys. */
export function optionalStringList(tree: FormTree, key: string, prefix = ''): string[] | undefined {
  const value = tree[key];
  if (value === undefined) return undefined;
  const param = paramPath(prefix, key);
  if (typeof value === 'string') {
    if (value === '') return [];
    throw invalidArray(param);
  }
  const keys = Object.keys(value);
  if (!keys.every((k) => /^\d+$/.test(k))) throw invalidArray(param);
  return keys
    .map(Number)
    .sort((a, b) => a - b)
    .map((index) => {
      const item = value[String(index)];
      if (typeof item !== 'string') throw invalidRequest(`Invalid string: {...}`, { param: `${param}[${index}]` });
      return item;
    });
}

export function optionalBoolean(tree: FormTree, key: string, prefix = ''): boolean | undefined {
  const value = optionalString(tree, key, prefix);
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw invalidRequest(`Invalid boolean: ${value}`, { param: paramPath(prefix, key) });
}

/** Stripe integers: digits only, no sign tricks, no decimals ("Invalid integer: 12.5"). */
export function optionalInteger(tree: FormTree, key: string, prefix = ''): number | undefined {
  const value = optionalString(tree, key, prefix);
  if (value === undefined) return undefined;
  const param = paramPath(prefix, key);
  if (!/^-?\d{1,15}$/.test(value)) {
    throw invalidRequest(`Invalid integer: ${value}`, { code: 'parameter_invalid_integer', param });
  }
  return Number(value);
}

/** A stable text form of a tree, so two requests' parameters compare equal regardless of key order. */
export function canonical(tree: FormTree): string {
  const sortKeys = (value: FormValue): unknown =>
    typeof value === 'string'
      ? value
      : Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sortKeys(value[key] ?? '')]),
        );
  return JSON.stringify(sortKeys(tree));
}
