-- Refused webhook calls are counted, not stored one row per request (500 forged posts made 500
-- rows): one row per provider, answer, reason and hour, with how many it stands for and when the
-- last arrived. The console's "Needs attention" sums them; rows older than 30 days are pruned.
CREATE TABLE webhook_refusal_counts (
  provider text NOT NULL,
  status integer NOT NULL,
  reason text NOT NULL,
  hour timestamptz NOT NULL,
  count integer NOT NULL DEFAULT 1,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, status, reason, hour)
);
INSERT INTO webhook_refusal_counts (provider, status, reason, hour, count, received_at)
SELECT provider, status, reason, date_trunc('hour', received_at), count(*), max(received_at)
FROM webhook_rejections
GROUP BY provider, status, reason, date_trunc('hour', received_at);
DROP TABLE webhook_rejections;
ALTER TABLE webhook_refusal_counts RENAME TO webhook_rejections;
CREATE INDEX webhook_rejections_time_idx ON webhook_rejections (received_at);
