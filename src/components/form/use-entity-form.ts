import { useLingui } from '@lingui/react/macro';
import { type FormErrors, type GetInputPropsReturnType, type UseFormReturnType, useForm } from '@mantine/form';
import type { NotificationData } from '@mantine/notifications';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import type * as v from 'valibot';
import { failureMessage } from '@/components/list/cells';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { api } from '@/lib/api-client';
import { fieldErrorsFrom, valibotResolver } from '@/lib/form';
import { notify } from '@/lib/notify';
import { newIdempotencyKey } from '@/lib/offline-queue';
import type { DataOf, Endpoint, InputOf } from '@/shared/api/endpoint';
import { schemaField } from './schema-field';

type Values = Record<string, unknown>;

/** A queued save answers this instead of the server's data: the change waits for the network. */
export const QUEUED = 'queued';

export type EntityFormOptions<V extends Values, E extends Endpoint> = {
  /** The endpoint that saves (the create or the update one of the shared table). */
  endpoint: E;
  params?: InputOf<E>['params'];
  initialValues: V;
  /** The shared schema the server validates with; its messages are the server's own (`issueMessage`). */
  schema?: v.GenericSchema;
  /** Instead of a schema: a form whose checks are its own (a message per field, null when fine). */
  validate?: (values: V) => FormErrors;
  /** The body sent; the values themselves when absent. */
  body?: (values: V) => InputOf<E>['body'];
  /**
   * Sends the body instead of calling the endpoint directly: a resource whose edits join the offline queue
   * answers `QUEUED` when the change waits for the network; a save of several calls makes them all.
   */
  send?: (body: InputOf<E>['body'], idempotencyKey: string) => Promise<DataOf<E> | typeof QUEUED>;
  /** An edit that sends only what changed: runs instead of sending an empty body (e.g. closes the dialog). */
  unchanged?: () => void;
  /** The queries loaded again after a save. */
  invalidate?: readonly QueryKey[];
  /** The success notice, in the reader's language (a string is its message); none when the screen shows it. */
  saved?: (data: DataOf<E>, values: V) => string | NotificationData;
  /** The notice of a queued save (a string is its message). */
  queued?: string | NotificationData;
  /** The error notice's message when the server's answer has no words of its own. */
  failed: string;
  /**
   * A refusal this resource handles itself (e.g. a conflict worded as a notice): true when handled, else the
   * field errors or the error notice follow.
   */
  refused?: (error: unknown) => boolean;
  /** The form's field of a server's field error when their names differ (e.g. `images.1` → `media`). */
  fieldOf?: (serverField: string) => string;
  /** After a save (or a queued one, with `QUEUED`): close the dialog or navigate. */
  onSaved?: (data: DataOf<E> | typeof QUEUED) => void;
  validateInputOnBlur?: boolean | string[];
};

export type EntityForm<V extends Values> = {
  form: UseFormReturnType<V>;
  /** An input's props for a field: its value and error, and its schema's `maxLength` and `withAsterisk`. */
  field: (name: keyof V & string) => GetInputPropsReturnType & ReturnType<typeof schemaField>;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  /** An upload in progress (the submit waits for it). */
  uploading: boolean;
  setUploading: (busy: boolean) => void;
};

/**
 * The one form hook of every add and edit screen: validates with the shared schema in the browser, sends the
 * body with an Idempotency-Key per attempt (kept while the values and the body stay the same, so a double click
 * or a retry after a lost answer applies once; a changed attempt gets a new one), puts a 422's (or a 409's) field errors
 * under their fields, shows the success notice or the error, reloads the resource's queries, and tells the
 * update prompt while it holds unsaved input. The frame (`FormDialog`, `FormPage`) draws it.
 */
export function useEntityForm<V extends Values, E extends Endpoint>(options: EntityFormOptions<V, E>): EntityForm<V> {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const key = useRef<{ attempt: string; value: string } | null>(null);
  const form = useForm<V>({
    mode: 'controlled',
    initialValues: options.initialValues,
    validate: options.validate ?? (options.schema ? valibotResolver(options.schema) : undefined),
    validateInputOnBlur: options.validateInputOnBlur ?? false,
  });
  const save = useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: InputOf<E>['body']; idempotencyKey: string }) =>
      options.send
        ? options.send(body, idempotencyKey)
        : api(options.endpoint, { params: options.params, body } as Partial<InputOf<E>>, { idempotencyKey }),
    onSuccess: async (data) => {
      if (data === QUEUED) return;
      await Promise.all((options.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  useUnsavedChanges(() => form.isDirty());

  const onSubmit = form.onSubmit(
    async (values) => {
      const body = (options.body ? options.body(values) : values) as InputOf<E>['body'];
      if (options.unchanged && Object.keys(body ?? {}).length === 0) {
        options.unchanged();
        return;
      }
      const attempt = JSON.stringify([values, body]);
      if (key.current?.attempt !== attempt) key.current = { attempt, value: newIdempotencyKey() };
      try {
        const data = await save.mutateAsync({ body, idempotencyKey: key.current.value });
        key.current = null;
        const notice = data === QUEUED ? (options.queued ?? '') : options.saved?.(data, values);
        if (notice !== undefined)
          notify({
            color: data === QUEUED ? 'yellow' : 'green',
            ...(typeof notice === 'string' ? { message: notice } : notice),
          });
        form.resetDirty();
        options.onSaved?.(data);
      } catch (error) {
        if (options.refused?.(error)) return;
        const fields = Object.entries(fieldErrorsFrom(error) ?? {}).reverse();
        // The first message of each form field (several server fields may land under one).
        if (fields.length > 0)
          form.setErrors(Object.fromEntries(fields.map(([f, m]) => [options.fieldOf?.(f) ?? f, m])));
        else notify({ color: 'red', title: t`Error`, message: failureMessage(error, options.failed) });
      }
    },
    // An invalid submit marks every field as visited.
    () => form.setTouched(Object.fromEntries(Object.keys(form.getValues()).map((field) => [field, true]))),
  );
  const field = (name: keyof V & string) => ({
    ...form.getInputProps(name),
    ...(options.schema ? schemaField(options.schema, name) : { withAsterisk: false }),
  });
  return { form, field, onSubmit, saving: save.isPending, uploading, setUploading };
}
