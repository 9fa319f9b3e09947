-- Secrets every server instance on this database shares, made by the first one that needs it
-- (server/db/shared-secret.ts; the device cookie's signing key, ADR 0004).
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
