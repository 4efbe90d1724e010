// Budgets and the printed table: each figure beside its ceiling or target, met or not met.
import type { ApiFigure } from './api';
import type { BundleFigures } from '@campus-hostel/testkit/bundle';
import { BUNDLE_BUDGET_BYTES } from '@campus-hostel/testkit/bundle';
import type { BurstFigure } from './burst';
import type { ContentionFigure } from './contention';
import type { LighthouseFigure } from './lighthouse';
import type { RealtimeFigure } from './realtime';
import type { SelectionDayFigure } from './selection-day';
import type { EveningRushFigure } from './evening-rush';
import type { MealRushFigure } from './meal-rush';

export interface EngineFigures {
  hello: ApiFigure;
  figures: (ApiFigure & { ratioToHello: number })[];
}

export interface Results {
  startedAt: string;
  durationS: number;
  machine: { cpus: number; node: string };
  bundle: BundleFigures | { error: string };
  lighthouse: LighthouseFigure[] | { error: string };
  api: Partial<Record<'pglite' | 'postgres', EngineFigures | { error: string }>>;
  contention: ContentionFigure | { error: string };
  burst: BurstFigure | { error: string };
  realtime: RealtimeFigure | { error: string };
  selectionDay: SelectionDayFigure | { error: string };
  mealRush: MealRushFigure | { error: string };
  eveningRush: EveningRushFigure | { error: string };
  budgets: Budget[];
}

export interface Budget {
  name: string;
  target: string;
  actual: string;
  met: boolean;
}

const LIGHTHOUSE_TARGET = 'performance ≥ 95, accessibility 100';
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const isError = (value: unknown): value is { error: string } =>
  typeof value === 'object' && value !== null && 'error' in value && !Array.isArray(value);

export function withRatios(hello: ApiFigure, figures: ApiFigure[]): EngineFigures {
  return {
    hello,
    figures: figures.map((f) => ({
      ...f,
      ratioToHello: hello.rps > 0 ? Math.round((f.rps / hello.rps) * 1000) / 1000 : 0,
    })),
  };
}

export function budgets(r: Omit<Results, 'budgets' | 'durationS'>): Budget[] {
  const list: Budget[] = [];
  list.push(
    isError(r.bundle)
      ? { name: 'JS+CSS loaded by / (gzip)', target: '≤ 100 KB', actual: r.bundle.error, met: false }
      : {
          name: 'JS+CSS loaded by / (gzip)',
          target: '≤ 100 KB',
          actual: kb(r.bundle.initialGzipBytes),
          met: r.bundle.initialGzipBytes <= BUNDLE_BUDGET_BYTES,
        },
  );
  // Every page measured (every route a user lands on) has the mobile budget.
  if (isError(r.lighthouse)) {
    list.push({ name: 'Lighthouse mobile', target: LIGHTHOUSE_TARGET, actual: r.lighthouse.error, met: false });
  } else {
    for (const mobile of r.lighthouse.filter((f) => f.preset === 'mobile')) {
      list.push({
        name: `Lighthouse mobile ${mobile.page}`,
        target: LIGHTHOUSE_TARGET,
        actual:
          mobile.error ?? `performance ${mobile.performance ?? '–'}, accessibility ${mobile.accessibility ?? '–'}`,
        met: (mobile.performance ?? 0) >= 95 && mobile.accessibility === 100,
      });
    }
  }
  const postgres = r.api.postgres;
  const byId = postgres && !isError(postgres) ? postgres.figures.find((f) => f.name === 'room by id') : undefined;
  list.push({
    name: 'room by id on PostgreSQL vs Express hello-world',
    target: '≥ 40%',
    actual: byId
      ? `${(byId.ratioToHello * 100).toFixed(0)}% (${byId.rps} vs ${postgres && !isError(postgres) ? postgres.hello.rps : 0} req/s)`
      : isError(postgres)
        ? postgres.error
        : 'not measured',
    met: byId !== undefined && byId.ratioToHello >= 0.4,
  });
  const c = r.contention;
  list.push(
    isError(c)
      ? { name: 'contention', target: 'holds = free beds, 0 beds held twice, 0 5xx', actual: c.error, met: false }
      : {
          name: `contention (${c.buyers} buyers, ${c.beds} free beds in ${c.rooms} rooms)`,
          target: `${c.beds} holds, 0 beds held twice, 0 5xx`,
          actual: `${c.holdsGranted} holds, ${c.heldTwice} beds held twice, ${c.status5xx} 5xx, p99 ${c.p99Ms} ms`,
          met: c.holdsGranted === c.beds && c.heldTwice === 0 && c.status5xx === 0 && c.otherFailures === 0,
        },
  );
  const b = r.burst;
  list.push(
    isError(b)
      ? { name: 'selection burst', target: '0 errors, 0 beds booked twice, p99 < 2 s', actual: b.error, met: false }
      : {
          name: `selection burst (${b.users} users, ${b.beds} free beds in ${b.rooms} rooms)`,
          target: '0 errors, 0 beds booked twice, p99 < 2 s',
          actual: `${b.errors} errors, ${b.doubleBookings} beds booked twice, p99 ${b.p99Ms} ms`,
          met: b.errors === 0 && b.doubleBookings === 0 && b.paymentsWithoutRoomOrRefund === 0 && b.p99Ms < 2000,
        },
  );
  // Older result files have no Realtime figure.
  const rt = r.realtime ?? { error: 'not measured' };
  list.push(
    isError(rt)
      ? {
          name: 'Realtime propagation',
          target: 'every change reaches every page, p99 < 1 s',
          actual: rt.error,
          met: false,
        }
      : {
          name: `Realtime propagation (${rt.pages} open pages, ${rt.changes} changes)`,
          target: 'every change reaches every page, p99 < 1 s',
          actual: realtimeActual(rt),
          met: rt.missing === 0 && rt.joinErrors === 0 && rt.p99Ms < 1000,
        },
  );
  // Older result files have no selection day.
  const sd = r.selectionDay ?? { error: 'not measured' };
  const sdTarget = '0 errors, 0 double bookings, 0 window violations, p99 admitted actions < 1 s, Realtime p99 < 1 s';
  if (isError(sd)) {
    list.push({ name: 'selection day', target: sdTarget, actual: sd.error, met: false });
  } else {
    const sdRt = sd.realtime;
    list.push({
      name: `selection day (${sd.students} students over ${sd.arrivalMs / 1000} s, capacity ${sd.capacity})`,
      target: sdTarget,
      actual:
        `${sd.errors} errors, ${sd.doubleBookings} double bookings, ${sd.windowViolations} window violations, ` +
        `p99 admitted actions ${sd.admittedActions.p99Ms} ms, ` +
        `Realtime: ${isError(sdRt) ? sdRt.error : realtimeActual(sdRt)}`,
      met:
        sd.errors === 0 &&
        sd.doubleBookings === 0 &&
        sd.unsettledPayments === 0 &&
        sd.windowViolations === 0 &&
        sd.holdsWithoutAdmission === 0 &&
        sd.admittedActions.p99Ms < 1000 &&
        !isError(sdRt) &&
        sdRt.missing === 0 &&
        sdRt.joinErrors === 0 &&
        sdRt.p99Ms < 1000,
    });
  }
  list.push(mealRushBudget(r.mealRush ?? { error: 'not measured' }));
  list.push(eveningRushBudget(r.eveningRush ?? { error: 'not measured' }));
  return list;
}

const MEAL_RUSH_TARGET = '0 errors, 0 meals served twice, p99 of a scan < 300 ms';

function mealRushBudget(m: MealRushFigure | { error: string }): Budget {
  if (isError(m)) return { name: 'meal rush', target: MEAL_RUSH_TARGET, actual: m.error, met: false };
  const scan = m.latency.scan;
  return {
    name: `meal rush (${m.students} students, ${m.counters} counters, ${m.realMinutes} min in ${m.windowMs / 1000} s; ${m.sameInstant.qrs} QRs at two counters at once)`,
    target: MEAL_RUSH_TARGET,
    actual:
      `${m.errors} errors, ${m.servedTwice} meals served twice, scan p50 ${scan.p50Ms} ms, p99 ${scan.p99Ms} ms ` +
      `(hello-world p50 ${m.hello.p50Ms} ms, p99 ${m.hello.p99Ms} ms)`,
    met: m.errors === 0 && m.servedTwice === 0 && scan.p99Ms < 300 && m.sameInstant.served === m.sameInstant.qrs,
  };
}

const EVENING_RUSH_TARGET = '0 errors, 0 passes used twice for one direction, p99 of a scan < 300 ms';

function eveningRushBudget(e: EveningRushFigure | { error: string }): Budget {
  if (isError(e)) return { name: 'evening return rush', target: EVENING_RUSH_TARGET, actual: e.error, met: false };
  const scan = e.latency.scan;
  return {
    name: `evening return rush (${e.students} students, ${e.gates.length} gates with ${e.guards} phones, ${e.realMinutes} min in ${e.windowMs / 1000} s; ${e.sameInstant.passes} passes at a gate's two phones at once)`,
    target: EVENING_RUSH_TARGET,
    actual:
      `${e.errors} errors, ${e.usedTwice} passes used twice, scan p50 ${scan.p50Ms} ms, p99 ${scan.p99Ms} ms ` +
      `(hello-world p50 ${e.hello.p50Ms} ms, p99 ${e.hello.p99Ms} ms)`,
    met: e.errors === 0 && e.usedTwice === 0 && scan.p99Ms < 300 && e.sameInstant.returned === e.sameInstant.passes,
  };
}

/**
 * Realtime's figures in words. Latencies are of the pages that joined, so with none joined there are none to give:
 * saying "p99 0 ms, 0 missing" then would read as a fast run.
 */
function realtimeActual(rt: RealtimeFigure): string {
  if (rt.joinErrors >= rt.pages) return `no page joined (${rt.joinErrors} joins failed), nothing delivered`;
  return `${rt.missing} missing, ${rt.joinErrors} joins failed, p50 ${rt.p50Ms} ms, p99 ${rt.p99Ms} ms`;
}

/** The whole result as Markdown tables (printed, and pasted into bench/results/history.md). */
export function table(r: Results): string {
  const out: string[] = [];
  out.push(`Run ${r.startedAt}, ${r.durationS} s, ${r.machine.cpus} CPUs, Node ${r.machine.node}`, '');
  out.push('| budget | target | actual | |', '|---|---|---|---|');
  for (const b of r.budgets) out.push(`| ${b.name} | ${b.target} | ${b.actual} | ${b.met ? 'met' : '**not met**'} |`);
  out.push('');
  if (!isError(r.bundle)) {
    out.push('| bundle file (loaded by /) | gzip |', '|---|---|');
    for (const f of r.bundle.initial) out.push(`| ${f.file} | ${kb(f.gzipBytes)} |`);
    out.push(`| **total before interaction** | **${kb(r.bundle.initialGzipBytes)}** |`);
    if (r.bundle.largestLazyChunk) {
      out.push(
        `| largest lazy chunk (of ${r.bundle.lazyChunks}): ${r.bundle.largestLazyChunk.file} | ${kb(r.bundle.largestLazyChunk.gzipBytes)} |`,
      );
    }
    out.push('');
  }
  if (!isError(r.lighthouse)) {
    out.push(
      '| page | preset | performance (median) | runs | accessibility | LCP (median) |',
      '|---|---|---|---|---|---|',
    );
    for (const f of r.lighthouse) {
      out.push(
        f.error
          ? `| ${f.page} | ${f.preset} | error: ${f.error} | | | |`
          : `| ${f.page} | ${f.preset} | ${f.performance ?? '–'} | ${f.performanceRuns.join(', ')} | ${f.accessibility ?? '–'} | ${f.lcpMs === null ? '–' : `${Math.round(f.lcpMs)} ms`} |`,
      );
    }
    out.push('');
  }
  out.push(
    '| engine | scenario | req/s | × hello | p50 ms | p99 ms | requests | non-2xx | errors |',
    '|---|---|---|---|---|---|---|---|---|',
  );
  for (const engine of ['pglite', 'postgres'] as const) {
    const e = r.api[engine];
    if (!e) continue;
    if (isError(e)) {
      out.push(`| ${engine} | error: ${e.error} | | | | | | | |`);
      continue;
    }
    const h = e.hello;
    out.push(
      `| ${engine} | ${h.name} | ${h.rps} | 1 | ${h.p50Ms} | ${h.p99Ms} | ${h.requests} | ${h.non2xx} | ${h.errors} |`,
    );
    for (const f of e.figures) {
      out.push(
        `| ${engine} | ${f.name} | ${f.rps} | ${f.ratioToHello.toFixed(3)} | ${f.p50Ms} | ${f.p99Ms} | ${f.requests} | ${f.non2xx} | ${f.errors} |`,
      );
    }
  }
  out.push('');
  if (!isError(r.contention)) {
    const c = r.contention;
    out.push(
      '| contention (PostgreSQL) | buyers | rooms | free beds | holds | 409 | beds held twice | 5xx | other | p50 ms | p99 ms | wall ms |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
      `| create-payment-intent | ${c.buyers} | ${c.rooms} | ${c.beds} | ${c.holdsGranted} | ${c.conflicts409} | ${c.heldTwice} | ${c.status5xx} | ${c.otherFailures} | ${c.p50Ms} | ${c.p99Ms} | ${c.wallMs} |`,
      '',
      ...(Object.keys(c.failureCodes).length > 0 ? [`Contention failures: ${JSON.stringify(c.failureCodes)}`, ''] : []),
    );
  }
  if (!isError(r.burst)) {
    const b = r.burst;
    out.push(
      '| burst (PostgreSQL) | users | rooms | free beds | requests | errors | holds | paid | sold out | beds booked twice | unsettled payments | p50 ms | p99 ms | wall ms |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
      `| list → availability → hold → pay | ${b.users} | ${b.rooms} | ${b.beds} | ${b.requests} | ${b.errors} | ${b.holds} | ${b.paid} | ${b.soldOut} | ${b.doubleBookings} | ${b.paymentsWithoutRoomOrRefund} | ${b.p50Ms} | ${b.p99Ms} | ${b.wallMs} |`,
      '',
      `Peak RSS during the burst: ${Object.entries(b.peakRssMb)
        .map(([name, mb]) => `${name} ${mb} MB`)
        .join(', ')}${Object.keys(b.errorKinds).length > 0 ? `. Errors: ${JSON.stringify(b.errorKinds)}` : ''}`,
      '',
      // Older result files have no per-kind figures.
      `Latency by request (p50 / p99 ms): ${Object.entries(b.latencyByKind ?? {})
        .map(([kind, l]) => `${kind} ${l.p50Ms} / ${l.p99Ms}`)
        .join(', ')}`,
    );
  }
  const rt = r.realtime;
  if (rt && !isError(rt)) {
    out.push(
      '',
      '| Realtime (PostgreSQL) | open pages | changes | deliveries | missing | joins failed | join ms | p50 ms | p99 ms | max ms |',
      '|---|---|---|---|---|---|---|---|---|---|',
      `| bed change → every open page | ${rt.pages} | ${rt.changes} | ${rt.expected} | ${rt.missing} | ${rt.joinErrors} | ${rt.joinMs} | ${rt.p50Ms} | ${rt.p99Ms} | ${rt.maxMs} |`,
    );
  }
  const sd = r.selectionDay;
  if (sd && !isError(sd)) {
    const o = sd.order;
    out.push(
      '',
      '| selection day (PostgreSQL) | students | capacity | slots | free beds | requests | errors | before their slot | joined | admitted | still waiting | outside window | holds | paid | no free bed | double bookings | window violations | holds without admission | unsettled payments | admitted actions p50 / p99 ms | wall ms |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
      `| enter → poll → rooms → hold → pay | ${sd.students} | ${sd.capacity} × ${sd.admissionMinutes} min | ${sd.slotSize} every ${sd.slotSeconds} s | ${sd.beds} | ${sd.requests} | ${sd.errors} | ${sd.beforeSlot} | ${sd.joined} | ${sd.admitted} | ${sd.stillWaiting} | ${sd.refusedOutsideWindow} (${sd.slotAfterAdmission} slot after admission) | ${sd.holds} | ${sd.paid} | ${sd.noFreeBed} | ${sd.doubleBookings} | ${sd.windowViolations} | ${sd.holdsWithoutAdmission} | ${sd.unsettledPayments} | ${sd.admittedActions.p50Ms} / ${sd.admittedActions.p99Ms} | ${sd.wallMs} |`,
      '',
      `Admission order (tickets outside a shuffled first minute): ${o.tickets} tickets, ${o.orderedPairs} pairs admitted apart, ${o.inOrder} in arrival order, ${o.outOfOrder} later arrival first (Kendall tau ${o.kendallTau})`,
      '',
      `The window listing every student saved in ${sd.windowSaveMs} ms (POST /admin/selection)`,
      '',
      `Latency by request (count, p50 / p99 ms): ${Object.entries(sd.latencyByKind)
        .map(([kind, l]) => `${kind} ${l.count}, ${l.p50Ms} / ${l.p99Ms}`)
        .join('; ')}`,
      '',
      `Peak RSS during selection day: ${Object.entries(sd.peakRssMb)
        .map(([name, mb]) => `${name} ${mb} MB`)
        .join(', ')}${Object.keys(sd.errorKinds).length > 0 ? `. Errors: ${JSON.stringify(sd.errorKinds)}` : ''}`,
      '',
      isError(sd.realtime)
        ? `Realtime during selection day: ${sd.realtime.error}`
        : `Realtime during selection day: ${sd.realtime.pages} open pages, ${sd.realtime.changes} changes, ${sd.realtime.expected} deliveries, ${sd.realtime.missing} missing, ${sd.realtime.joinErrors} joins failed (joined in ${sd.realtime.joinMs} ms), p50 ${sd.realtime.p50Ms} ms, p99 ${sd.realtime.p99Ms} ms, max ${sd.realtime.maxMs} ms`,
    );
  }
  const m = r.mealRush;
  if (m && !isError(m)) {
    const s = m.sameInstant;
    out.push(
      '',
      '| meal rush (PostgreSQL) | students | counters | requests | errors | served | served twice | scan p50 / p99 ms | card p50 / p99 ms | menu p50 / p99 ms | hello-world p50 / p99 ms (req/s) | wall ms |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
      `| QR → scan, menus read | ${m.students} | ${m.counters} | ${m.requests} | ${m.errors} | ${m.served} | ${m.servedTwice} | ${m.latency.scan.p50Ms} / ${m.latency.scan.p99Ms} | ${m.latency.card.p50Ms} / ${m.latency.card.p99Ms} | ${m.latency.menu.p50Ms} / ${m.latency.menu.p99Ms} | ${m.hello.p50Ms} / ${m.hello.p99Ms} (${m.hello.rps}) | ${m.wallMs} |`,
      '',
      `Same instant: ${s.qrs} QRs at ${s.counters} counters each, ${s.served} served, ${s.alreadyServed} already served, ${s.errors} errors, scan p50 ${s.scan.p50Ms} ms, p99 ${s.scan.p99Ms} ms${Object.keys(m.errorKinds).length > 0 ? `. Errors: ${JSON.stringify(m.errorKinds)}` : ''}`,
    );
  }
  const e = r.eveningRush;
  if (e && !isError(e)) {
    const s = e.sameInstant;
    out.push(
      '',
      '| evening return rush (PostgreSQL) | students | gate phones | requests | errors | returned | late | used twice | scan p50 / p99 ms | pass p50 / p99 ms | hello-world p50 / p99 ms (req/s) | wall ms |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
      `| pass → scan in | ${e.students} | ${e.guards} | ${e.requests} | ${e.errors} | ${e.returned} | ${e.late} | ${e.usedTwice} | ${e.latency.scan.p50Ms} / ${e.latency.scan.p99Ms} | ${e.latency.pass.p50Ms} / ${e.latency.pass.p99Ms} | ${e.hello.p50Ms} / ${e.hello.p99Ms} (${e.hello.rps}) | ${e.wallMs} |`,
      '',
      `Same instant: ${s.passes} passes at a gate's two phones each, ${s.returned} returned, ${s.alreadyUsed} already used, ${s.errors} errors, scan p50 ${s.scan.p50Ms} ms, p99 ${s.scan.p99Ms} ms${Object.keys(e.errorKinds).length > 0 ? `. Errors: ${JSON.stringify(e.errorKinds)}` : ''}`,
    );
  }
  return out.join('\n');
}
