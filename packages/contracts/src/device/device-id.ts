import { VISITOR_ID_PATTERN } from '@meridian/domain';
import * as z from 'zod/mini';

// shell §7 "/dfdid/udid/c1" (issue 14 item 1; decision 0052): the device id for a visitor id.

/** The visitor id FingerprintJS computed in the browser (32 hex digits). */
export const deviceIdRequest = z.object({
  visitor_id: z
    .string()
    .check(z.regex(VISITOR_ID_PATTERN, 'visitor_id: the fingerprint library’s visitor id, 32 hex digits')),
});

/** The device id (40 characters: 8 hex of time, 32 of keyed hash) and when it expires (ms). */
export const deviceIdAnswer = z.object({
  udid: z.string().check(z.length(40)),
  expires_at: z.int(),
});
export type DeviceIdAnswer = z.infer<typeof deviceIdAnswer>;
