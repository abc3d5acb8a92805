ALTER TABLE "platform_settings" ADD COLUMN "wa_app_secret_enc" text;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "twilio_account_sid" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "twilio_auth_token_enc" text;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "twilio_from_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wa_leads" ADD COLUMN "consent_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wa_leads" ADD COLUMN "opted_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wa_leads" ADD COLUMN "opt_out_source" text;--> statement-breakpoint
CREATE INDEX "wa_leads_phone_idx" ON "wa_leads" USING btree ("phone");--> statement-breakpoint
CREATE POLICY "wa_leads_platform_read" ON "wa_leads" AS PERMISSIVE FOR SELECT TO public USING (current_setting('app.platform_read', true) = 'on');