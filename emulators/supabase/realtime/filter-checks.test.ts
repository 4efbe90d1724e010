// postgres_changes joins on the product's own migrations: filters and selected columns are checked in the subscriber's
// role, as Realtime's trigger on realtime.subscription (subscription_check_filters) checks them.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStandIn, type StandIn } from '../../testing/stand-in';
import { DEFAULT_MIGRATIONS_DIR, DEFAULT_SEED_FILE } from '../migrate';
import { createNodeClient, ENGINES, type TestClient } from '../test-stack';
import { LOCAL_SUPABASE } from '@campus-hostel/contracts/local-project';

type Outcome = { status: string; message: string };
type Params = { table: string; filter?: string; select?: string[] };

const REFUSED =
  'Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters:';

/** Realtime's message for a refused subscription whose trigger raised `exception`. */
function refusal(table: string, filters: string, exception: string, select = 'nil'): string {
  return `${REFUSED} [event: *, schema: public, table: ${table}, filters: ${filters}, select: ${select}]. Exception: ${exception}`;
}

/** The postgres_changes system message a join gets: "Subscribed to PostgreSQL" or why not (realtime-js still says SUBSCRIBED). */
function joinOutcome(client: TestClient, topic: string, params: Params): Promise<Outcome> {
  return new Promise((resolve) => {
    client
      .channel(topic)
      .on('postgres_changes', { event: '*', schema: 'public', ...params }, () => undefined)
      .on('system', {}, (p: Outcome & { extension: string }) => {
        if (p.extension === 'postgres_changes') resolve({ status: p.status, message: p.message });
      })
      .subscribe();
  });
}

describe.each(ENGINES)('postgres_changes filters checked in the subscriber role on %s', (engine) => {
  let standIn: StandIn;
  let visitor: TestClient;
  let office: TestClient;
  let service: TestClient;

  beforeAll(async () => {
    standIn = await startStandIn(engine, inject('postgresUrl'), {
      migrationsDir: DEFAULT_MIGRATIONS_DIR,
      seedFile: DEFAULT_SEED_FILE,
    });
    visitor = createNodeClient(standIn.url, LOCAL_SUPABASE.publishableKey);
    office = createNodeClient(standIn.url, LOCAL_SUPABASE.publishableKey);
    service = createNodeClient(standIn.url, LOCAL_SUPABASE.secretKey);
    const signedIn = await office.auth.signInWithPassword({ email: 'admin@hostel.local', password: 'admin-pass-2026' });
    if (signedIn.error) throw signedIn.error;
    await office.realtime.setAuth(signedIn.data.session.access_token);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([visitor, office, service].map((c) => c?.removeAllChannels()));
    await standIn?.dispose();
  });

  // supabase/realtime lib/realtime/tenants/repo/migrations/20260626120000_readd_postgrest_filter_ops.ex: a filter's
  // column must be one `has_column_privilege(claims ->> 'role', …, 'SELECT')` allows, else 'invalid column for filter'.
  it('when a visitor filters beds by occupant_name, or rooms by person1, then the subscription is refused; by a column it may read, subscribed', async () => {
    expect(await joinOutcome(visitor, 'names', { table: 'beds', filter: 'occupant_name=eq.Ana' })).toEqual({
      status: 'error',
      message: refusal(
        'beds',
        '[{"occupant_name", "eq", "Ana", false}]',
        'ERROR P0001 (raise_exception) invalid column for filter occupant_name',
      ),
    });
    expect(await joinOutcome(visitor, 'people', { table: 'hostel_room', filter: 'person1=neq.x' })).toEqual({
      status: 'error',
      message: refusal(
        'hostel_room',
        '[{"person1", "neq", "x", false}]',
        'ERROR P0001 (raise_exception) invalid column for filter person1',
      ),
    });
    expect(await joinOutcome(visitor, 'labels', { table: 'beds', filter: 'label=eq.A,occupied=is.false' })).toEqual({
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
    });
  });

  it('when the office filters by occupant_name, then its role decides as the grants say: authenticated is refused unless granted the column, the service role subscribed', async () => {
    const filter = 'occupant_name=eq.Ana';
    expect((await joinOutcome(office, 'office-names', { table: 'beds', filter })).message).toBe(
      refusal(
        'beds',
        '[{"occupant_name", "eq", "Ana", false}]',
        'ERROR P0001 (raise_exception) invalid column for filter occupant_name',
      ),
    );
    expect(await joinOutcome(service, 'service-names', { table: 'beds', filter })).toEqual({
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
    });
    // Were authenticated granted the column, the office would be subscribed and visitors still refused.
    const grant = (sql: string) => standIn.supabase.db.asOwner((db) => db.query(sql));
    await grant('grant select (occupant_name) on public.beds to authenticated');
    try {
      expect((await joinOutcome(office, 'office-granted', { table: 'beds', filter })).status).toBe('ok');
      expect((await joinOutcome(visitor, 'visitor-not-granted', { table: 'beds', filter })).status).toBe('error');
    } finally {
      await grant('revoke select (occupant_name) on public.beds from authenticated');
    }
  });

  // supabase/realtime lib/extensions/postgres_cdc_rls/subscriptions.ex (create): a subscription to every table of a
  // schema is inserted for each published table, so the trigger checks the filter against each of them.
  it('when a visitor filters every table of the schema by occupant_name, then the subscription is refused', async () => {
    expect(await joinOutcome(visitor, 'all-names', { table: '*', filter: 'occupant_name=eq.Ana' })).toEqual({
      status: 'error',
      message: refusal(
        '*',
        '[{"occupant_name", "eq", "Ana", false}]',
        'ERROR P0001 (raise_exception) invalid column for filter occupant_name',
      ),
    });
  });

  // The same trigger: each selected column must be one the role may select, else 'invalid column for select'.
  it('when a visitor selects occupant_name, then the subscription is refused', async () => {
    expect(await joinOutcome(visitor, 'select', { table: 'beds', select: ['id', 'occupant_name'] })).toEqual({
      status: 'error',
      message: refusal(
        'beds',
        '[]',
        'ERROR P0001 (raise_exception) invalid column for select occupant_name',
        '["id", "occupant_name"]',
      ),
    });
  });

  // The same trigger's per-operator checks: `is` keywords and boolean columns, pattern operators on text-like
  // columns only, a regular expression that compiles, at most 100 `in` values.
  it('when an operator does not fit its column or value, then the subscription is refused as Realtime refuses it', async () => {
    const cases: [string, string, string][] = [
      [
        'label=is.maybe',
        '[{"label", "is", "maybe", false}]',
        'invalid value for is filter: must be null, true, false, or unknown',
      ],
      ['label=is.true', '[{"label", "is", "true", false}]', 'is true filter requires a boolean column, got text'],
      [
        'id=like.1%',
        '[{"id", "like", "1%", false}]',
        'operator like requires a text-compatible column type, got bigint',
      ],
      [
        'id=imatch.1',
        '[{"id", "imatch", "1", false}]',
        'operator imatch requires a text-compatible column type, got bigint',
      ],
      [
        'label=match.(',
        '[{"label", "match", "(", false}]',
        'invalid regular expression for match filter: invalid regular expression: parentheses () not balanced',
      ],
    ];
    for (const [filter, filters, exception] of cases)
      expect((await joinOutcome(visitor, `op-${filter}`, { table: 'beds', filter })).message).toBe(
        refusal('beds', filters, `ERROR P0001 (raise_exception) ${exception}`),
      );
    const many = Array.from({ length: 101 }, (_, i) => String(i)).join(',');
    const tooMany = await joinOutcome(visitor, 'many', { table: 'beds', filter: `id=in.(${many})` });
    expect(tooMany.message.startsWith(`${REFUSED} [event: *, schema: public, table: beds, filters: `)).toBe(true);
    expect(tooMany.message.endsWith('ERROR P0001 (raise_exception) too many values for `in` filter. Maximum 100')).toBe(
      true,
    );
  });

  // supabase/realtime lib/extensions/postgres_cdc_rls/subscriptions.ex (reject_select_on_wildcard, parse_select).
  it('when a visitor selects columns of every table, or gives select as a string, then the subscription is refused', async () => {
    expect((await joinOutcome(visitor, 'all-select', { table: '*', select: ['id'] })).message).toBe(
      'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.',
    );
    const asString = { table: 'beds', select: 'id' } as unknown as Params;
    expect((await joinOutcome(visitor, 'select-string', asString)).message).toBe(
      'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]',
    );
  });

  // supabase/realtime lib/extensions/postgres_cdc_rls/subscriptions.ex (parse_segment): an unknown operator is
  // reported with its parts.
  it('when a filter names an operator Realtime does not know, then the parse error names the operator and value', async () => {
    expect(await joinOutcome(visitor, 'unknown-op', { table: 'beds', filter: 'label=foo.hey' })).toEqual({
      status: 'error',
      message: 'Error parsing `filter` params: ["foo", "hey"]',
    });
  });
});
