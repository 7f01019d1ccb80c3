CREATE TABLE "chatbot_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"chatbot_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chatbot_interactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"superuser_id" integer NOT NULL,
	"origin" text NOT NULL,
	"question" text NOT NULL,
	"entry_id" integer,
	"answer" text NOT NULL,
	"score" real,
	"answered" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chatbots" (
	"id" serial PRIMARY KEY NOT NULL,
	"superuser_id" integer NOT NULL,
	"welcome_message" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chatbots_superuser_id_unique" UNIQUE("superuser_id")
);
--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"superuser_id" integer PRIMARY KEY NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"files" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"primary_color" text,
	"secondary_color" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"superuser_id" integer,
	"email" text NOT NULL,
	"origin" integer NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" serial PRIMARY KEY NOT NULL,
	"superuser_id" integer,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_cancellations" (
	"investor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_cancellations_investor_id_kind_pk" PRIMARY KEY("investor_id","kind")
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"superuser_id" integer NOT NULL,
	"investor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"week" text NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"superuser_id" integer PRIMARY KEY NOT NULL,
	"send_no_zeichnung" boolean DEFAULT false NOT NULL,
	"send_open_zeichnung" boolean DEFAULT false NOT NULL,
	"send_not_paid_zeichnung" boolean DEFAULT false NOT NULL,
	"send_no_wallet_address" boolean DEFAULT false NOT NULL,
	"day_of_week" integer DEFAULT 0 NOT NULL,
	"hour" integer DEFAULT 9 NOT NULL,
	"minute" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chatbot_entries" ADD CONSTRAINT "chatbot_entries_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_interactions" ADD CONSTRAINT "chatbot_interactions_superuser_id_superusers_id_fk" FOREIGN KEY ("superuser_id") REFERENCES "public"."superusers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbots" ADD CONSTRAINT "chatbots_superuser_id_superusers_id_fk" FOREIGN KEY ("superuser_id") REFERENCES "public"."superusers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_superuser_id_superusers_id_fk" FOREIGN KEY ("superuser_id") REFERENCES "public"."superusers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_superuser_id_superusers_id_fk" FOREIGN KEY ("superuser_id") REFERENCES "public"."superusers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_superuser_id_superusers_id_fk" FOREIGN KEY ("superuser_id") REFERENCES "public"."superusers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_cancellations" ADD CONSTRAINT "reminder_cancellations_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_superuser_id_superusers_id_fk" FOREIGN KEY ("superuser_id") REFERENCES "public"."superusers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_superuser_id_superusers_id_fk" FOREIGN KEY ("superuser_id") REFERENCES "public"."superusers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chatbot_entries_chatbot_idx" ON "chatbot_entries" USING btree ("chatbot_id");--> statement-breakpoint
CREATE INDEX "chatbot_interactions_superuser_idx" ON "chatbot_interactions" USING btree ("superuser_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_idx" ON "newsletter_subscriptions" USING btree (coalesce("superuser_id", 0),lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_token_idx" ON "newsletter_subscriptions" USING btree ("token");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_superuser_idx" ON "newsletter_subscriptions" USING btree ("superuser_id","id");--> statement-breakpoint
CREATE INDEX "newsletters_superuser_idx" ON "newsletters" USING btree ("superuser_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_sends_once_idx" ON "reminder_sends" USING btree ("investor_id","kind","week");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_sends_token_idx" ON "reminder_sends" USING btree ("token");--> statement-breakpoint
CREATE INDEX "reminder_sends_superuser_idx" ON "reminder_sends" USING btree ("superuser_id","id");