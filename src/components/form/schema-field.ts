import type * as v from 'valibot';

/** The parts of a valibot schema or action read here (`entries` of an object, `pipe`, `wrapped`, `requirement`). */
type Node = {
  type: string;
  entries?: Record<string, Node>;
  pipe?: readonly Node[];
  wrapped?: Node;
  requirement?: unknown;
};

const OPTIONAL = new Set(['optional', 'exact_optional', 'nullish', 'nullable', 'undefinedable']);

/** An object schema's fields, also when it is the first step of a pipe (an object with checks across fields). */
const entriesOf = (schema: Node): Record<string, Node> =>
  schema.entries ?? (schema.pipe?.[0] ? entriesOf(schema.pipe[0]) : {});

/** Every action of a field, those of a schema piped inside it included (e.g. a phone schema in a field's pipe). */
const actionsOf = (node: Node): Node[] => (node.pipe ?? []).flatMap((step) => (step.pipe ? actionsOf(step) : [step]));

/**
 * What a form's input shows of its field's rules in the shared schema: the longest text it takes (`maxLength`)
 * and whether it is required (`withAsterisk`: not optional, and blank refused). Written once, in the schema the
 * server validates with, so the input and the server never disagree.
 */
export function schemaField(schema: v.GenericSchema, name: string): { maxLength?: number; withAsterisk: boolean } {
  const entry = entriesOf(schema as unknown as Node)[name];
  if (!entry) return { withAsterisk: false };
  const optional = OPTIONAL.has(entry.type);
  const actions = actionsOf(optional && entry.wrapped ? entry.wrapped : entry);
  const max = actions.find((action) => action.type === 'max_length')?.requirement;
  return {
    ...(typeof max === 'number' ? { maxLength: max } : {}),
    withAsterisk: !optional && actions.some((action) => action.type === 'non_empty' || action.type === 'min_length'),
  };
}
