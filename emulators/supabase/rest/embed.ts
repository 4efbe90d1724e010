// Resource embedding (`select=*,rel(*)`): relationships found through foreign keys, built into one statement of correlated subqueries.
import type { Catalog, Relation, Relationship } from './catalog';
import { RestError } from './errors';
import { fuzzyBest, fuzzyMatches } from './hints';
import type { Condition, EmbedItem, OrderTerm, SelectItem } from './parse';
import {
  conditionSql,
  fieldSql,
  ident,
  notEmbedded,
  orderSql,
  selectSql,
  tableSource,
  type Params,
  type Source,
} from './sql';

/** Filters, order and window given for one embedded path (`rel.col=…`, `rel.order=…`, `rel.limit=…`). */
export interface EmbedQuery {
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset: number;
}

/** The parts of the top-level query once embeds are built: select list, FROM with joins, WHERE, ORDER BY. */
export interface Embedded {
  select: string;
  from: string;
  where: string;
  order: string;
}

function noRelationship(catalog: Catalog, origin: string, target: string, hint: string | undefined): RestError {
  const children = catalog.relationships.get(origin);
  let suggestion: string | undefined;
  if (children) {
    const near = fuzzyMatches(
      children.map((r) => r.foreignTable),
      target,
    ).find((m) => m.score < 1);
    if (near) suggestion = `Perhaps you meant '${near.value}' instead of '${target}'.`;
  } else {
    const parent = fuzzyBest([...catalog.relationships.keys()], origin);
    if (parent) suggestion = `Perhaps you meant '${parent}' instead of '${origin}'.`;
  }
  return new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
    {
      details: `Searched for a foreign key relationship between '${origin}' and '${target}'${
        hint === undefined ? '' : ` using the hint '${hint}'`
      } in the schema 'public', but no matches were found.`,
      hint: suggestion ?? null,
    },
  );
}

function ambiguous(origin: string, target: string, found: Relationship[]): RestError {
  const cols = (names: string[]): string => `(${names.join(', ')})`;
  return new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    {
      details: found.map((r) => ({
        cardinality: r.cardinality,
        embedding: `${r.table} with ${r.foreignTable}`,
        relationship: `${r.constraint} using ${r.table}${cols(r.columns.map((c) => c[0]))} and ${r.foreignTable}${cols(r.columns.map((c) => c[1]))}`,
      })),
      hint: `Try changing '${target}' to one of the following: ${found
        .map((r) => `'${r.foreignTable}!${r.constraint}'`)
        .join(', ')}. Find the desired relationship in the 'details' key.`,
    },
  );
}

/**
 * PostgREST's findRel: the target names the related table, the foreign key or its single column; a
 * hint (`rel!hint`) names the foreign key or one of its single columns. A table related to itself is
 * one-to-many by its name and many-to-one by its column.
 */
function findRelationship(catalog: Catalog, origin: string, target: string, hint: string | undefined): Relationship {
  const single = (r: Relationship, side: 0 | 1): string | undefined =>
    r.columns.length === 1 ? r.columns[0]?.[side] : undefined;
  const found = (catalog.relationships.get(origin) ?? []).filter((r) => {
    if (r.table === r.foreignTable) {
      if (hint === undefined) {
        return (
          (target === r.foreignTable && r.cardinality === 'one-to-many') ||
          (single(r, 0) === target && r.cardinality === 'many-to-one')
        );
      }
      return target === r.foreignTable && r.cardinality === 'one-to-many' && single(r, 1) === hint;
    }
    if (hint === undefined) return target === r.foreignTable || target === r.constraint || single(r, 0) === target;
    return target === r.foreignTable && (hint === r.constraint || single(r, 0) === hint || single(r, 1) === hint);
  });
  const [only, ...others] = found;
  if (!only) throw noRelationship(catalog, origin, target, hint);
  if (others.length > 0) throw ambiguous(origin, target, found);
  return only;
}

interface Child {
  relationship: Relationship;
  source: Source;
  /** The embed's FROM (with its own spreads' joins) and WHERE (join, filters, inner embeds). */
  from: string;
  where: string;
}

/** Builds a request's select list with its embeds as subqueries that run as the caller, so RLS applies to every level. */
export function buildEmbedded(opts: {
  catalog: Catalog;
  rel: Relation;
  select: SelectItem[];
  conditions: Condition[];
  order: OrderTerm[];
  embedded: Map<string, EmbedQuery>;
  params: Params;
  maxRows: number | undefined;
}): Embedded {
  const { catalog, params, embedded } = opts;
  const used = new Set<string>();
  let counter = 0;

  const level = (source: Source, items: SelectItem[], conditions: Condition[], path: string[]) => {
    const fields = items.filter((i) => i.kind !== 'embed');
    const columns = fields.length > 0 ? [selectSql(source, fields, params)] : [];
    let joins = '';
    const where: string[] = [];
    const children = new Map<string, Child>();
    for (const embed of items.filter((i): i is EmbedItem => i.kind === 'embed')) {
      const relationship = findRelationship(catalog, source.label, embed.relation, embed.hint);
      const toOne = relationship.cardinality !== 'one-to-many';
      const key = embed.alias ?? embed.relation;
      if (embed.spread && !toOne) {
        throw new RestError(400, 'PGRST119', `A spread operation on '${embed.relation}' is not possible`, {
          details: `'${source.label}' and '${embed.relation}' do not form a many-to-one or one-to-one relationship`,
        });
      }
      const childRel = catalog.relations.get(relationship.foreignTable);
      if (!childRel) throw noRelationship(catalog, source.label, embed.relation, embed.hint);
      const alias = `_e${++counter}`;
      const child = tableSource(childRel, alias);
      const childPath = [...path, key];
      used.add(childPath.join('.'));
      const query = embedded.get(childPath.join('.'));
      const inner = level(child, embed.select, query?.conditions ?? [], childPath);
      const conds = [
        ...relationship.columns.map(([c, f]) => `${alias}.${ident(f)} = ${source.alias}.${ident(c)}`),
        ...inner.where,
      ];
      const whereText = ` where ${conds.join(' and ')}`;
      children.set(key, { relationship, source: child, from: `${child.from}${inner.joins}`, where: whereText });
      if (embed.joinType === 'inner') where.push(`exists (select 1 from ${child.from}${inner.joins}${whereText})`);
      if (inner.columns.length === 0) continue;
      const body = `select ${inner.columns.join(', ')} from ${child.from}${inner.joins}${whereText}`;
      if (embed.spread) {
        joins += ` left join lateral (${body} limit 1) as ${alias}_s on true`;
        columns.push(`${alias}_s.*`);
      } else if (toOne) {
        columns.push(`(select row_to_json(_x) from (${body} limit 1) _x) as ${ident(key)}`);
      } else {
        const order = query ? orderSql(child, query.order, params) : '';
        const asked = query?.limit;
        const cap = opts.maxRows === undefined ? asked : Math.min(asked ?? opts.maxRows, opts.maxRows);
        const window = `${cap !== undefined ? ` limit ${cap}` : ''}${query && query.offset > 0 ? ` offset ${query.offset}` : ''}`;
        columns.push(`coalesce((select json_agg(_x) from (${body}${order}${window}) _x), '[]') as ${ident(key)}`);
      }
    }
    for (const condition of conditions) {
      const embed =
        condition.kind === 'filter' && condition.field.jsonPath.length === 0
          ? children.get(condition.field.column)
          : undefined;
      if (condition.kind === 'filter' && embed) {
        // `rel=is.null` / `rel=not.is.null` keep parents without / with a matching embedded row.
        if (condition.op !== 'is' || condition.value !== 'null') {
          throw new RestError(400, 'PGRST120', `Bad operator on the '${condition.field.column}' embedded resource`, {
            details: 'Only is null or not is null filters are allowed on embedded resources',
          });
        }
        where.push(`${condition.negate ? '' : 'not '}exists (select 1 from ${embed.from}${embed.where})`);
      } else {
        where.push(`(${conditionSql(source, condition, params)})`);
      }
    }
    return { columns, joins, where, children };
  };

  const root = tableSource(opts.rel);
  const top = level(root, opts.select, opts.conditions, []);
  for (const key of embedded.keys()) {
    if (used.has(key)) continue;
    const segments = key.split('.');
    const missing = segments.findIndex((_, i) => !used.has(segments.slice(0, i + 1).join('.')));
    throw notEmbedded(segments[missing] ?? key);
  }
  const orderParts = opts.order.map((term) => {
    if (term.relation === undefined) return orderSql(root, [term], params).replace(/^ order by /, '');
    const child = top.children.get(term.relation);
    if (!child) throw notEmbedded(term.relation);
    if (child.relationship.cardinality === 'one-to-many') {
      throw new RestError(400, 'PGRST118', `A related order on '${term.relation}' is not possible`, {
        details: `'${opts.rel.name}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
      });
    }
    const value = `(select ${fieldSql(child.source, term.field, params).sql} from ${child.from}${child.where} limit 1)`;
    return `${value}${term.direction ? ` ${term.direction}` : ''}${term.nulls ? ` nulls ${term.nulls}` : ''}`;
  });
  return {
    select: top.columns.join(', '),
    from: `${root.from}${top.joins}`,
    where: top.where.length > 0 ? ` where ${top.where.join(' and ')}` : '',
    order: orderParts.length > 0 ? ` order by ${orderParts.join(', ')}` : '',
  };
}
