ALTER TABLE "platform_settings" ADD COLUMN "wa_app_secret_enc" text;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "twilio_account_sid" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "twilio_auth_token_enc" text;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "twilio_from_number" text DEFAULT '' NOT NULL;