CREATE TABLE "smart_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"superuser_id" integer NOT NULL,
	"status" text DEFAULT 'C' NOT NULL,
	"owner" text NOT NULL,
	"token_name" text NOT NULL,
	"symbol" text NOT NULL,
	"number_of_tokens" bigint NOT NULL,
	"blockchain" text DEFAULT 'Polygon' NOT NULL,
	"deploy_state" text,
	"deploy_error" text,
	"deploy_raw_tx" text,
	"deploy_nonce" integer,
	"deploy_attempts" integer DEFAULT 0 NOT NULL,
	"deploy_requested_at" timestamp with time zone,
	"deploy_request_message" text,
	"deploy_started_at" timestamp with time zone,
	"deploy_started_by" integer,
	"chain_id" integer,
	"tx_hash" text,
	"eth_address" text,
	"block_number" bigint,
	"deployed_at" timestamp with time zone,
	"date_of_creation" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"zeichnung_id" integer NOT NULL,
	"smart_contract_id" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" bigint NOT NULL,
	"block_number" bigint NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "smart_contracts" ADD CONSTRAINT "smart_contracts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_contracts" ADD CONSTRAINT "smart_contracts_superuser_id_superusers_id_fk" FOREIGN KEY ("superuser_id") REFERENCES "public"."superusers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_contracts" ADD CONSTRAINT "smart_contracts_deploy_started_by_users_id_fk" FOREIGN KEY ("deploy_started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_transfers" ADD CONSTRAINT "token_transfers_smart_contract_id_smart_contracts_id_fk" FOREIGN KEY ("smart_contract_id") REFERENCES "public"."smart_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_transfers" ADD CONSTRAINT "token_transfers_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "smart_contracts_product_idx" ON "smart_contracts" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "smart_contracts_superuser_idx" ON "smart_contracts" USING btree ("superuser_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "smart_contracts_tx_hash_idx" ON "smart_contracts" USING btree ("tx_hash") WHERE "smart_contracts"."tx_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "token_transfers_tx_idx" ON "token_transfers" USING btree ("chain_id","tx_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "token_transfers_zeichnung_idx" ON "token_transfers" USING btree ("zeichnung_id");