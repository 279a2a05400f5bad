import * as z from 'zod/mini';
import { REGISTRATION_TYPES } from './registration-names';

const queryText = z.string().check(z.trim(), z.maxLength(64));

/** The micro-app's side: its options from its own URL, each field falling back on its own. */
export const registrationQuery = z.object({
  type: z.catch(z.enum(REGISTRATION_TYPES), 'login'),
  lang: z.catch(z.string().check(z.maxLength(16)), 'en'),
  theme: z.catch(z.enum(['light', 'dark']), 'light'),
  site: z.catch(z.pipe(z.coerce.number(), z.int()), 0),
  ch: z.catch(z.optional(queryText), undefined),
  ref_uid: z.catch(z.optional(queryText), undefined),
  embedded: z.catch(z.optional(z.literal('1')), undefined),
});
export type RegistrationQuery = z.infer<typeof registrationQuery>;

export function readRegistrationQuery(search: string): RegistrationQuery {
  return registrationQuery.parse(Object.fromEntries(new URLSearchParams(search)));
}
