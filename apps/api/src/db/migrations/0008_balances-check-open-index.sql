ALTER TABLE "balances" DROP CONSTRAINT "balances_not_negative";--> statement-breakpoint
DROP INDEX "spot_orders_open_idx";--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_not_negative" CHECK ("balances"."available" >= 0 and "balances"."frozen" >= 0);