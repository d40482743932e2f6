CREATE TABLE "operator_credentials" (
	"operator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sealed" text NOT NULL,
	"key_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "operator_credentials_operator_id_name_pk" PRIMARY KEY("operator_id","name")
);
--> statement-breakpoint
ALTER TABLE "operator_credentials" ADD CONSTRAINT "operator_credentials_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_credentials" ADD CONSTRAINT "operator_credentials_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;