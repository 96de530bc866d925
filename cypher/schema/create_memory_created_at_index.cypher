// Range index on creation time: recent windows and consolidation scan by time.
// mode: schema
CREATE INDEX memory_created_at IF NOT EXISTS FOR (m:Memory) ON (m.created_at)
