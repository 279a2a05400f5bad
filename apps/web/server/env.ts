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
  /**
   * Where browsers open the market stream (shell §3 "ws hosts"): this page's origin (the default;
   * the web server upgrades or forwards /ws/v4/), or the stream host of the page's site config.
   */
  MARKET_STREAM_HOSTS: z.enum(['same-origin', 'site']).default('same-origin'),
  /** How long a call forwarded to API_ORIGIN may take: below the browser clients' 5 s (shell §7). */
  API_TIMEOUT_MS: z.coerce.number({ message: 'a number of milliseconds' }).int().min(100).max(4_900).default(4_500),
});
export type WebEnv = z.infer<typeof webEnvSchema>;
