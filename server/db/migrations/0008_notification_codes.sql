ALTER TABLE "device_tokens" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "code" text DEFAULT 'notification.text' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Notifications become a code and parameters (decision 007). Rows written before are read back from their
-- English sentences (the server's and the demo seed's); a row no pattern fits keeps its text through the
-- generic code notification.text (params title and message), so nothing shows up raw.
-- A booking created in the console.
UPDATE "notifications" AS n SET "code" = 'notification.booking_created',
  "params" = jsonb_build_object('customer', (p.m)[1], 'product', (p.m)[2], 'booking', coalesce(n."push_type_id", (p.m)[3]), 'actor', (p.m)[4])
FROM (
  SELECT "id", regexp_match("message", '^(.*) booked (.*) \((ORD_[0-9A-F]{8})\); created by (.*) in the console\.$') AS m
  FROM "notifications" WHERE "push_type" = 11 AND "code" = 'notification.text' AND "title" LIKE 'New booking ORD%'
) AS p
WHERE n."id" = p."id" AND p.m IS NOT NULL;--> statement-breakpoint
-- A booking status changed in the console, with or without a note.
UPDATE "notifications" AS n SET
  "code" = CASE WHEN (p.m)[5] IS NULL THEN 'notification.booking_status' ELSE 'notification.booking_status_note' END,
  "params" = jsonb_build_object('actor', (p.m)[1], 'booking', coalesce(n."push_type_id", (p.m)[2]),
      'from', array_position(ARRAY['Pending','Accepted','On the Way','Reached','Customer Verified','Booking Started','Booking Ended','Cancelled by Customer','Rejected by Host','Cancelled by Host'], (p.m)[3]) - 1, 'to', array_position(ARRAY['Pending','Accepted','On the Way','Reached','Customer Verified','Booking Started','Booking Ended','Cancelled by Customer','Rejected by Host','Cancelled by Host'], (p.m)[4]) - 1)
    || CASE WHEN (p.m)[5] IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('note', (p.m)[5]) END
FROM (
  SELECT "id", regexp_match("message", '^(.*) moved booking (ORD_[0-9A-F]{8}) from (Pending|Accepted|On the Way|Reached|Customer Verified|Booking Started|Booking Ended|Cancelled by Customer|Rejected by Host|Cancelled by Host) to (Pending|Accepted|On the Way|Reached|Customer Verified|Booking Started|Booking Ended|Cancelled by Customer|Rejected by Host|Cancelled by Host)(?:\.|: (.*))$') AS m
  FROM "notifications" WHERE "push_type" = 11 AND "code" = 'notification.text' AND "title" LIKE 'Booking ORD%'
) AS p
WHERE n."id" = p."id" AND p.m IS NOT NULL;--> statement-breakpoint
-- The demo seed's booking events: a title per status and "<customer> <verb> <product> (#XXXXXXXX).".
UPDATE "notifications" AS n SET
  "code" = CASE WHEN p.status = 0 THEN 'notification.booking_received' ELSE 'notification.booking_update' END,
  "params" = jsonb_build_object('customer', (p.m)[1], 'product', (p.m)[2], 'booking', coalesce(n."push_type_id", (p.m)[3]))
    || CASE WHEN p.status = 0 THEN '{}'::jsonb ELSE jsonb_build_object('status', p.status) END
FROM (
  SELECT x."id", k.status, regexp_match(x."message", '^(.*) ' || k.verb || ' (.*) \(#([0-9A-F]{8})\)\.$') AS m
  FROM "notifications" AS x
  JOIN (VALUES
    ('New booking received', 'booked', 0),
    ('Booking accepted', 'booking was accepted for', 1),
    ('Professional on the way', 'professional is on the way for', 2),
    ('Professional reached', 'professional has reached for', 3),
    ('Customer verified', 'verified the professional for', 4),
    ('Booking started', 'booking has started for', 5),
    ('Booking completed', 'booking was completed for', 6),
    ('Booking cancelled by customer', 'cancelled the booking for', 7),
    ('Booking rejected by host', 'booking was rejected by the host for', 8),
    ('Booking cancelled by host', 'booking was cancelled by the host for', 9)
  ) AS k(title, verb, status) ON k.title = x."title"
  WHERE x."push_type" = 11 AND x."code" = 'notification.text'
) AS p
WHERE n."id" = p."id" AND p.m IS NOT NULL;--> statement-breakpoint
-- Providers signing up or verified, customers signing up.
UPDATE "notifications" AS n SET "code" = p.code, "params" = jsonb_build_object(p.param, (p.m)[1])
FROM (
  SELECT x."id", k.code, k.param, regexp_match(x."message", k.pattern) AS m
  FROM "notifications" AS x
  JOIN (VALUES
    (12, 'New provider registered', 'notification.provider_signup', 'provider', '^(.*) signed up and is waiting for verification\.$'),
    (12, 'Provider verified', 'notification.provider_verified', 'provider', '^(.*) has been verified and can accept bookings\.$'),
    (15, 'New customer registered', 'notification.customer_signup', 'customer', '^(.*) created an account\.$')
  ) AS k(push_type, title, code, param, pattern) ON k.push_type = x."push_type" AND k.title = x."title"
  WHERE x."code" = 'notification.text'
) AS p
WHERE n."id" = p."id" AND p.m IS NOT NULL;--> statement-breakpoint
-- A payout requested: the amount and currency come from the payout itself.
UPDATE "notifications" AS n SET "code" = 'notification.payout_requested',
  "params" = jsonb_build_object('provider', (p.m)[1], 'amount', p.amount, 'currency', p.currency)
FROM (
  SELECT x."id", regexp_match(x."message", '^(.*) requested a payout(?: of .*)?\.$') AS m, pay."amount", o."currency"
  FROM "notifications" AS x
  JOIN "payouts" AS pay ON pay."id"::text = x."push_type_id"
  JOIN "operators" AS o ON o."id" = x."operator_id"
  WHERE x."push_type" = 13 AND x."code" = 'notification.text' AND x."title" = 'Payout requested'
) AS p
WHERE n."id" = p."id" AND p.m IS NOT NULL;--> statement-breakpoint
-- A payout accepted or rejected: "<admin> <verb> the payout of <amount>[ to <provider>](.|: <note>)", the
-- provider's name as the provider has it.
UPDATE "notifications" AS n SET
  "code" = 'notification.payout_' || p.verb || CASE WHEN p.after2 = '.' THEN '' ELSE '_note' END,
  "params" = jsonb_build_object('payout', n."push_type_id", 'actor', p.actor, 'amount', p.amount,
      'currency', p.currency, 'provider', p.provider)
    || CASE WHEN p.after2 = '.' THEN '{}'::jsonb ELSE jsonb_build_object('note', substr(p.after2, 3)) END
FROM (
  SELECT r.*,
    CASE
      WHEN r.provider IS NULL THEN r.after
      WHEN left(r.after, length(' to ' || r.provider)) = ' to ' || r.provider THEN substr(r.after, length(' to ' || r.provider) + 1)
    END AS after2
  FROM (
    SELECT q.*, substr(q.rest, length(q.amount_text) + 1) AS after
    FROM (
      SELECT s.*, (regexp_match(s.rest, '^(\S+?)(?:\.$|: | to )'))[1] AS amount_text
      FROM (
        SELECT x."id", v.verb, pay."amount", o."currency", pr."name" AS provider,
          left(x."message", strpos(x."message", ' ' || v.verb || ' the payout of ') - 1) AS actor,
          substr(x."message", strpos(x."message", ' ' || v.verb || ' the payout of ') + length(' ' || v.verb || ' the payout of ')) AS rest
        FROM "notifications" AS x
        JOIN (VALUES ('accepted'), ('rejected')) AS v(verb) ON x."title" ~ ('^Payout Pay_[0-9A-F]{8} ' || v.verb || '$')
        JOIN "payouts" AS pay ON pay."id"::text = x."push_type_id"
        JOIN "operators" AS o ON o."id" = x."operator_id"
        LEFT JOIN "providers" AS pr ON pr."id" = x."provider_id"
        WHERE x."push_type" = 13 AND x."code" = 'notification.text'
          AND strpos(x."message", ' ' || v.verb || ' the payout of ') > 1
      ) AS s
    ) AS q
    WHERE q.amount_text IS NOT NULL
  ) AS r
) AS p
WHERE n."id" = p."id" AND (p.after2 = '.' OR p.after2 LIKE ': %');--> statement-breakpoint
-- Support requests: "<name>: <subject>" (the server) or the subject alone (the demo seed).
UPDATE "notifications" AS n SET "code" = p.code,
  "params" = jsonb_build_object('user', p.who, 'subject',
    CASE WHEN left(n."message", length(p.who) + 2) = p.who || ': ' THEN substr(n."message", length(p.who) + 3) ELSE n."message" END)
FROM (
  SELECT x."id",
    CASE WHEN x."title" = 'New customer support request' THEN 'notification.support_customer' ELSE 'notification.support_provider' END AS code,
    CASE WHEN x."title" = 'New customer support request'
      THEN nullif(trim(c."first_name" || ' ' || c."last_name"), '')
      ELSE pr."name" END AS who
  FROM "notifications" AS x
  LEFT JOIN "customers" AS c ON c."id" = x."customer_id"
  LEFT JOIN "providers" AS pr ON pr."id" = x."provider_id"
  WHERE x."push_type" = 14 AND x."code" = 'notification.text'
    AND x."title" IN ('New customer support request', 'New provider support request') AND x."message" IS NOT NULL
) AS p
WHERE n."id" = p."id" AND p.who IS NOT NULL;--> statement-breakpoint
-- Anything else keeps its words as they were written.
UPDATE "notifications" SET "params" = jsonb_build_object('title', coalesce("title", ''), 'message', coalesce("message", ''))
WHERE "code" = 'notification.text' AND "params" = '{}'::jsonb;
