// docs/sql-contract.md from the migrated catalog: each table and function of public, who may use it, and its comment.
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import prettier from 'prettier';
import { REPO_ROOT } from './db-typegen';

export const CONTRACT_FILE = path.join(REPO_ROOT, 'docs', 'sql-contract.md');

/** The roles a request runs as (PostgREST switches to one per request); what each may do is the contract. */
const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;

interface TableRow extends Record<string, unknown> {
  name: string;
  comment: string | null;
  rls: boolean;
  policies: string[];
  grants: string[];
}

interface FunctionRow extends Record<string, unknown> {
  signature: string;
  result: string;
  definer: boolean;
  trigger: boolean;
  roles: string[];
  comment: string | null;
}

const POLICY_COMMANDS: Record<string, string> = { r: 'select', a: 'insert', w: 'update', d: 'delete', '*': 'all' };

/** Per table: its policies as `name (command, roles)` and each API role's privileges, whole or by column. */
const TABLES = `
  select c.relname as name, obj_description(c.oid, 'pg_class') as comment, c.relrowsecurity as rls,
         array(select format('"%s" (%s%s, to %s)', p.polname, ${policyCommand('p.polcmd')},
                             case when p.polpermissive then '' else ', restrictive' end,
                             (select string_agg(coalesce(r.rolname, 'public'), ', ' order by r.rolname)
                                from unnest(p.polroles) pr(oid) left join pg_roles r on r.oid = pr.oid))
                 from pg_policy p where p.polrelid = c.oid order by p.polname) as policies,
         array(select format('%s: %s', role, string_agg(grant_text, ', ' order by ord))
                 from (select role, ord, case when has_table_privilege(role, c.oid, priv) then priv
                         else priv || ' (' || (select string_agg(a.attname, ', ' order by a.attnum) from pg_attribute a
                                                where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                                                  and has_column_privilege(role, c.oid, a.attnum, priv)) || ')' end
                         as grant_text
                         from unnest($1::text[]) role,
                              unnest(array['select', 'insert', 'update', 'delete']) with ordinality x(priv, ord)
                        where case priv when 'delete' then has_table_privilege(role, c.oid, priv)
                                   else has_any_column_privilege(role, c.oid, priv) end) g
                group by role order by role) as grants
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind in ('r', 'p')
   order by c.relname`;

function policyCommand(column: string): string {
  const cases = Object.entries(POLICY_COMMANDS).map(([code, name]) => `when '${code}' then '${name}'`);
  return `case ${column} ${cases.join(' ')} end`;
}

const FUNCTIONS = `
  select format('%s(%s)', p.proname, pg_get_function_arguments(p.oid)) as signature,
         pg_get_function_result(p.oid) as result, p.prosecdef as definer,
         p.prorettype = 'trigger'::regtype as trigger,
         array(select role from unnest($1::text[]) role where has_function_privilege(role, p.oid, 'execute')) as roles,
         obj_description(p.oid, 'pg_proc') as comment
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public' and p.prokind = 'f'
   order by p.proname, pg_get_function_identity_arguments(p.oid)`;

function renderTable(t: TableRow): string {
  const access = [
    t.rls ? 'Row level security on.' : '**Row level security off.**',
    ...t.grants.map((g) => `- ${g}`),
    ...(t.policies.length > 0 ? ['', 'Policies:', ...t.policies.map((p) => `- ${p}`)] : ['', 'No policy.']),
  ];
  return [`### \`${t.name}\``, t.comment ?? '', access.join('\n')].filter((part) => part !== '').join('\n\n');
}

function renderFunction(f: FunctionRow): string {
  const security = f.definer ? 'security definer' : 'security invoker';
  return [`- \`${f.signature}\` returns \`${f.result}\` (${security})`, f.comment ? `  ${f.comment}` : '']
    .filter((line) => line !== '')
    .join('\n\n');
}

/** Who may call a function through the API, by the roles allowed to execute it. */
function audienceOf(f: FunctionRow): string {
  if (f.trigger) return 'Triggers (run by the database, not callable)';
  if (f.roles.includes('anon')) return 'For everyone (anon, authenticated)';
  if (f.roles.includes('authenticated')) return 'For signed-in users (authenticated)';
  if (f.roles.includes('service_role')) return 'For the server only (service_role)';
  return 'Helpers no API role may call';
}

const AUDIENCES = [
  'For everyone (anon, authenticated)',
  'For signed-in users (authenticated)',
  'For the server only (service_role)',
  'Helpers no API role may call',
  'Triggers (run by the database, not callable)',
];

/** The text of docs/sql-contract.md for the migrated database `pg`, formatted. */
export async function renderContract(pg: PGlite): Promise<string> {
  // Types are named as seen from public, whatever the session's search path.
  const [tables, functions] = await pg.transaction(async (tx) => {
    await tx.exec('set local search_path to public');
    return [
      (await tx.query<TableRow>(TABLES, [API_ROLES])).rows,
      (await tx.query<FunctionRow>(FUNCTIONS, [API_ROLES])).rows,
    ];
  });
  const sections = AUDIENCES.map((audience) => {
    const listed = functions.filter((f) => audienceOf(f) === audience);
    return listed.length === 0 ? '' : `### ${audience}\n\n${listed.map(renderFunction).join('\n')}`;
  }).filter((section) => section !== '');
  const text = `<!-- Generated by \`npm run db:schema\` from supabase/migrations: do not edit. -->

# SQL contract

What \`supabase/migrations/\` provides to everything that reads or writes the database (the client through supabase-js,
the server with the secret key, the stand-in's tests), read from the migrated catalog: each table of \`public\` with
what each API role may do and its policies, each function with who may call it, and their \`comment on\` texts. The
definitions themselves are in \`supabase/schema.sql\`. To say more here, comment on the object in a new migration.

## Tables

${tables.map(renderTable).join('\n\n')}

## Functions (call with supabase-js \`.rpc(name, args)\`)

${sections.join('\n\n')}
`;
  const options = await prettier.resolveConfig(CONTRACT_FILE);
  return prettier.format(text, { ...options, parser: 'markdown' });
}
