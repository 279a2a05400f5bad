// Loaded when a frame channel opens (frame-channel.ts), never at first paint: zod comes with it
// (decision 0031). The jitless setting first (see the file).
import '../../zod-jitless.client';
import * as z from 'zod/mini';

// The wire form: the protocol's name beside one of its messages.
const envelope = z.object({ protocol: z.string(), message: z.unknown() });

/** One message of `protocol` read off the wire with `schema`; anything else is `null`. */
export function parseFrameMessage<Message extends z.core.$ZodType>(
  protocol: string,
  schema: Message,
  data: unknown,
): z.output<Message> | null {
  const wire = z.safeParse(envelope, data);
  if (!wire.success || wire.data.protocol !== protocol) return null;
  const parsed = z.safeParse(schema, wire.data.message);
  return parsed.success ? parsed.data : null;
}
