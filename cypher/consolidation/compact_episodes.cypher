// Compact old episodes: the raw text moves to an EpisodeArchive node (which recall never
// reads) and the episode keeps a summary. An episode compacted already is left alone.
// Recorded on the run.
// mode: write
// $bank_id: the bank's id
// $run_id: the run's id
// $now: the time of the run
// $rows: one map per episode: id, summary
MATCH (r:Consolidation {id: $run_id})
WHERE r.bank_id = $bank_id
UNWIND $rows AS row
MATCH (e:Episode {id: row.id})
WHERE e.bank_id = $bank_id AND e.compacted_at IS NULL
CREATE (e)-[:ARCHIVED_AS]->(:EpisodeArchive {bank_id: $bank_id, episode_id: e.id,
                                              text: e.text, archived_at: $now})
SET e.text = row.summary, e.compacted_at = $now, e.compacted_by = $run_id
RETURN count(e) AS changed
