import * as v from 'valibot';

/** Every response: `{ status, message, data }`; validation failures add `errors: { field: [messages] }`. */
export type Envelope<T> = {
  status: boolean;
  message: string;
  data: T;
  errors?: Record<string, string[]>;
};

export const ErrorEnvelopeSchema = v.object({
  status: v.literal(false),
  message: v.string(),
  data: v.null(),
  code: v.optional(v.string()),
  params: v.optional(v.record(v.string(), v.union([v.string(), v.number(), v.null()]))),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
  errorCodes: v.optional(
    v.record(
      v.string(),
      v.array(
        v.object({ code: v.string(), params: v.record(v.string(), v.union([v.string(), v.number(), v.null()])) }),
      ),
    ),
  ),
});

export function envelope<T>(data: T, message = 'OK'): Envelope<T> {
  return { status: true, message, data };
}
