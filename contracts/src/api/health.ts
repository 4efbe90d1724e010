// Liveness for load balancers and the stack script: the process answers, whatever the database's state.
import * as z from 'zod/mini';
import { get } from './route';

export const healthAnswer = z.object({ ok: z.literal(true) });

export const healthApi = {
  check: get('/health', { access: 'public', answer: healthAnswer }),
};
