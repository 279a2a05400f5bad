import { apiEnvShape, port } from '@meridian/api';
import { z } from 'zod';

/**
 * The web server's variables. Without API_ORIGIN it mounts the API in process and so also reads
 * the API's variables (database, seed, body limit).
 */
export const webEnvSchema = z.object({
  ...apiEnvShape,
  PORT: port.default(3000),
  API_ORIGIN: z.url({ protocol: /^https?$/, message: 'an http:// or https:// URL' }).optional(),
});
export type WebEnv = z.infer<typeof webEnvSchema>;
