// Range index on bank for archived episode texts (compaction moves raw text there; recall
// never reads it; a hard forget and a bank's deletion find it by bank).
// mode: schema
CREATE INDEX episode_archive_bank IF NOT EXISTS FOR (a:EpisodeArchive) ON (a.bank_id)
