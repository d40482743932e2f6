CREATE TABLE "support_agents" (
	"admin_id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"last_assigned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "support_canned_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid NOT NULL,
	"code" text NOT NULL,
	"texts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "support_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"operator_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"author" text NOT NULL,
	"author_admin_id" uuid,
	"body" text DEFAULT '' NOT NULL,
	"event" jsonb,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_settings" (
	"operator_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 1000 NOT NULL,
	"sla" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "audience" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "breached" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_agents" ADD CONSTRAINT "support_agents_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_agents" ADD CONSTRAINT "support_agents_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_canned_replies" ADD CONSTRAINT "support_canned_replies_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_categories" ADD CONSTRAINT "support_categories_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_request_id_support_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_admin_id_admins_id_fk" FOREIGN KEY ("author_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_settings" ADD CONSTRAINT "support_settings_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_agents_operator_idx" ON "support_agents" USING btree ("operator_id","last_assigned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_canned_replies_operator_code_idx" ON "support_canned_replies" USING btree ("operator_id","code");--> statement-breakpoint
CREATE INDEX "support_categories_operator_position_idx" ON "support_categories" USING btree ("operator_id","position");--> statement-breakpoint
CREATE INDEX "support_messages_request_seq_idx" ON "support_messages" USING btree ("request_id","seq");--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_assignee_id_admins_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_requests_activity_idx" ON "support_requests" USING btree ("operator_id","audience","last_activity_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "support_requests_status_activity_idx" ON "support_requests" USING btree ("operator_id","audience","status","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_requests_assignee_activity_idx" ON "support_requests" USING btree ("operator_id","audience","assignee_id","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_requests_priority_idx" ON "support_requests" USING btree ("operator_id","audience","priority" DESC NULLS LAST,"last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_requests_due_idx" ON "support_requests" USING btree ("operator_id","audience","due_at");--> statement-breakpoint
-- Requests from before the desk: 'in_progress' is an open ticket; the desk is the requester's; numbers in order of arrival.
UPDATE support_requests SET status = 'open' WHERE status NOT IN ('open', 'pending', 'resolved', 'closed');
--> statement-breakpoint
UPDATE support_requests r SET
  audience = CASE WHEN r.provider_id IS NOT NULL THEN 'provider' ELSE 'customer' END,
  number = n.rn + 1000,
  last_activity_at = r.updated_at,
  search_text = lower(r.subject || chr(10) || coalesce(
    (SELECT c.first_name || ' ' || c.last_name FROM customers c WHERE c.id = r.customer_id),
    (SELECT p.name FROM providers p WHERE p.id = r.provider_id), ''))
FROM (SELECT id, row_number() OVER (PARTITION BY operator_id ORDER BY created_at, id) AS rn FROM support_requests) n
WHERE n.id = r.id;
--> statement-breakpoint
INSERT INTO support_settings (operator_id, last_number)
SELECT operator_id, max(number) FROM support_requests GROUP BY operator_id;
--> statement-breakpoint
-- The requester's first words open the thread.
INSERT INTO support_messages (operator_id, request_id, kind, author, body, created_at)
SELECT operator_id, id, 'reply', audience, message, created_at FROM support_requests WHERE message <> '' ORDER BY created_at, id;
--> statement-breakpoint
ALTER TABLE support_requests ADD CONSTRAINT support_requests_status_check CHECK (status IN ('open', 'pending', 'resolved', 'closed'));
--> statement-breakpoint
ALTER TABLE support_requests ADD CONSTRAINT support_requests_priority_check CHECK (priority BETWEEN 0 AND 3);
--> statement-breakpoint
ALTER TABLE support_requests ADD CONSTRAINT support_requests_category_id_fk FOREIGN KEY (category_id) REFERENCES support_categories(id) ON DELETE SET NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX support_requests_operator_number_idx ON support_requests (operator_id, number);
--> statement-breakpoint
CREATE INDEX support_requests_search_text_trgm_idx ON support_requests USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
-- A new ticket takes its operator's next number under the counter's row lock (two at once get two numbers) and
-- its search text (subject and requester's name). ALWAYS: the seed's replica mode numbers its tickets too.
CREATE FUNCTION support_request_before_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.number = 0 THEN
    INSERT INTO support_settings AS s (operator_id, last_number) VALUES (NEW.operator_id, 1001)
    ON CONFLICT (operator_id) DO UPDATE SET last_number = s.last_number + 1
    RETURNING last_number INTO NEW.number;
  END IF;
  IF NEW.search_text = '' THEN
    NEW.search_text := lower(NEW.subject || chr(10) || coalesce(
      (SELECT c.first_name || ' ' || c.last_name FROM customers c WHERE c.id = NEW.customer_id),
      (SELECT p.name FROM providers p WHERE p.id = NEW.provider_id), ''));
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER support_request_before_insert BEFORE INSERT ON support_requests FOR EACH ROW EXECUTE FUNCTION support_request_before_insert();
--> statement-breakpoint
ALTER TABLE support_requests ENABLE ALWAYS TRIGGER support_request_before_insert;
--> statement-breakpoint
-- The two desks' totals come from list_counts (0019): one bucket per desk and status ('customer:open', …).
CREATE TRIGGER list_counts_insert AFTER INSERT ON support_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('support', 'audience || '':'' || status');
--> statement-breakpoint
CREATE TRIGGER list_counts_update AFTER UPDATE ON support_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('support', 'audience || '':'' || status');
--> statement-breakpoint
CREATE TRIGGER list_counts_delete AFTER DELETE ON support_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('support', 'audience || '':'' || status');
--> statement-breakpoint
CREATE TRIGGER list_counts_truncate AFTER TRUNCATE ON support_requests FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('support', 'audience || '':'' || status');
--> statement-breakpoint
ALTER TABLE support_requests ENABLE ALWAYS TRIGGER list_counts_insert;
--> statement-breakpoint
ALTER TABLE support_requests ENABLE ALWAYS TRIGGER list_counts_update;
--> statement-breakpoint
ALTER TABLE support_requests ENABLE ALWAYS TRIGGER list_counts_delete;
--> statement-breakpoint
ALTER TABLE support_requests ENABLE ALWAYS TRIGGER list_counts_truncate;
--> statement-breakpoint
INSERT INTO list_counts (operator_id, list, bucket, total)
SELECT operator_id, 'support', audience || ':' || status, count(*) FROM support_requests GROUP BY 1, 3;
