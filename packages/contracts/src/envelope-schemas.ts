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
  /**
   * A refusal the web can say in the reader's language (Gate's `label`): a rule code of the trading
   * rules (`trade.rules.<label>` in the web's catalogs) and the values of its placeholders.
   */
  label: z.optional(z.string()),
  values: z.optional(z.record(z.string(), z.string())),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
