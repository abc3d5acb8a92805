ALTER TABLE "wa_leads" ADD COLUMN "consent_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wa_leads" ADD COLUMN "opted_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wa_leads" ADD COLUMN "opt_out_source" text;