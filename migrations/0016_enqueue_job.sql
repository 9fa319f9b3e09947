-- graphile-worker's add_job, called with generic plans (ADR 0006). add_job's insert into its jobs
-- table is planned again on every call under PostgreSQL's default plan_cache_mode (~0.4 ms of
-- PostgreSQL's CPU per job, a third of what queueing a ticket mail costs); a function's SET clause
-- holds for the statements it runs, add_job's included. The body is checked when called, not now:
-- graphile-worker's schema is migrated after ours on a new database.
SET LOCAL check_function_bodies = off;
--> statement-breakpoint
CREATE FUNCTION "enqueue_job"(
  "task" text,
  "payload" json,
  "run_at" timestamptz,
  "job_key" text,
  "max_attempts" integer,
  "job_key_mode" text
) RETURNS bigint
LANGUAGE sql
SET plan_cache_mode = force_generic_plan
AS $$
  SELECT (graphile_worker.add_job(
    "task",
    "payload",
    run_at => "run_at",
    job_key => "job_key",
    max_attempts => "max_attempts",
    job_key_mode => "job_key_mode"
  )).id
$$;
