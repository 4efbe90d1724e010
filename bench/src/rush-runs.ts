// The counter and gate rushes, each on a database and stack of its own so neither's rows or queues touch the other's.
import path from 'node:path';
import { createDatabase } from '@campus-hostel/emulators/testing';
import { startStack } from '@campus-hostel/testkit/stack';
import { createStudents, postgresQuery } from '@campus-hostel/testkit/students';
import { helloFigure } from './api';
import { EVENING, eveningRush, type EveningRushFigure } from './evening-rush';
import { mealRush, RUSH, type MealRushFigure } from './meal-rush';

/** The meal rush: lunch for this many students at two messes, besides the 100 QRs scanned at two counters at once. */
export const MEAL_RUSH = { students: 3000 };
/** The evening return rush: this many students back through two gates, besides the 100 passes scanned twice at once. */
export const EVENING_RUSH = { students: 2000 };

async function onItsOwnStack<T>(
  postgresUrl: string,
  dataDir: string,
  run: (stack: Awaited<ReturnType<typeof startStack>>, db: ReturnType<typeof postgresQuery>) => Promise<T>,
): Promise<T> {
  const databaseUrl = await createDatabase(postgresUrl);
  const stack = await startStack({ dataDir, databaseUrl });
  const db = postgresQuery(databaseUrl);
  try {
    return await run(stack, db);
  } finally {
    await db.close();
    await stack.stop();
  }
}

/** 3,000 students and 100 more for the same instant, 4 counters. */
export function measureMealRush(postgresUrl: string, work: string, helloUrl: string): Promise<MealRushFigure> {
  return onItsOwnStack(postgresUrl, path.join(work, 'meal-rush'), async (stack, db) => {
    const students = await createStudents(db.query, stack.keys, MEAL_RUSH.students + RUSH.sameInstantQrs, 'mr');
    const counters = await createStudents(db.query, stack.keys, RUSH.counters, 'mr-counter');
    return mealRush(
      { supabaseUrl: stack.supabaseUrl, apiUrl: stack.apiUrl, students, counters, hello: () => helloFigure(helloUrl) },
      db.query,
    );
  });
}

/** 2,000 students and 100 more for the same instant, two phones at each of two gates. */
export function measureEveningRush(postgresUrl: string, work: string, helloUrl: string): Promise<EveningRushFigure> {
  return onItsOwnStack(postgresUrl, path.join(work, 'evening-rush'), async (stack, db) => {
    const students = await createStudents(
      db.query,
      stack.keys,
      EVENING_RUSH.students + EVENING.sameInstantPasses,
      'er',
    );
    const guards = await createStudents(db.query, stack.keys, EVENING.guards, 'er-guard');
    return eveningRush({ apiUrl: stack.apiUrl, students, guards, hello: () => helloFigure(helloUrl) }, db.query);
  });
}
