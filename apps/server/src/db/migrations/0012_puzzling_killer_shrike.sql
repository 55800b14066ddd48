ALTER TABLE "order_bills" DROP CONSTRAINT "order_bills_gateway_check";--> statement-breakpoint
ALTER TABLE "order_bills" ADD COLUMN "scene" text;--> statement-breakpoint
ALTER TABLE "order_bills" ADD CONSTRAINT "order_bills_scene_check" CHECK ("order_bills"."scene" in ('h5', 'jsapi', 'native'));--> statement-breakpoint
ALTER TABLE "order_bills" ADD CONSTRAINT "order_bills_gateway_check" CHECK ("order_bills"."gateway" in ('sandbox', 'alipay', 'wechat'));