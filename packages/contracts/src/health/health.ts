import { defineEndpoint } from '../endpoint';
import { WEB_V1_PREFIX } from '../envelope';

const HEALTH = `${WEB_V1_PREFIX}/health`;
const schemas = () => import('./health-schemas');

/** Readiness: this process can serve calls now (the database answers); 503 with the same shape otherwise. */
export const getHealth = defineEndpoint({
  method: 'GET',
  path: HEALTH,
  schemas,
  answer: 'healthAnswer',
});

/** Liveness: the process itself answers; never touches the database (decision 0017). */
export const getLiveness = defineEndpoint({
  method: 'GET',
  path: `${HEALTH}/live`,
  schemas,
  answer: 'livenessAnswer',
});
