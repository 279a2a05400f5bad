import * as z from 'zod/mini';

/** Every API answer is wrapped as {code, message, data}; code 0 means success. */
export function envelope<T extends z.core.$ZodType>(data: T) {
  return z.object({
    code: z.int(),
    message: z.string(),
    data,
  });
}

export const errorEnvelope = z.object({
  code: z.int(),
  message: z.string(),
  data: z.null(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
