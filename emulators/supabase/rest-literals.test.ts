// Request values reach SQL as quoted literals: quotes, backslashes and non-ASCII text match exactly, a NUL is refused.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ENGINES, startStandIn, type StandIn } from '../testing/stand-in';

describe.each(ENGINES)('REST values as literals on %s', (engine) => {
  let s: StandIn;
  beforeAll(async () => {
    s = await startStandIn(engine, inject('postgresUrl'));
  });
  afterAll(async () => {
    await s.dispose();
  });

  it('when a filter value holds quotes, backslashes and non-ASCII text, then it is compared as that exact text', async () => {
    const tricky = `it's a \\'; drop table items; -- "é" \\\\`;
    const { data, error } = await s.anon().from('items').select('code').in('name', [tricky, 'apple']).eq('code', 'A1');
    expect(error).toBeNull();
    expect(data).toEqual([{ code: 'A1' }]);
    const none = await s.anon().from('items').select('code').eq('name', tricky);
    expect(none.error).toBeNull();
    expect(none.data).toEqual([]);
  });

  it('when a filter value holds a NUL character, then the answer is 400 22021 and nothing runs', async () => {
    const { error, status } = await s.anon().from('items').select('code').eq('name', 'a\u0000b');
    expect(status).toBe(400);
    expect(error?.code).toBe('22021');
  });
});
