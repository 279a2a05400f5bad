import * as z from 'zod/mini';

const state = z.enum(['ok', 'unavailable']);
export const healthAnswer = z.object({ status: state, database: state });
export const livenessAnswer = z.object({ status: z.literal('ok') });
