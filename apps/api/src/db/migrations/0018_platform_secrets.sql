ALTER TABLE "platform_settings" ADD COLUMN "wa_phone_number_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "wa_business_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "wa_access_token_enc" text;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "wa_verify_token_enc" text;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "xendit_api_key_enc" text;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "xendit_callback_token_enc" text;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "midtrans_server_key_enc" text;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "midtrans_client_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "midtrans_is_production" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "stripe_secret_key_enc" text;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "stripe_webhook_secret_enc" text;