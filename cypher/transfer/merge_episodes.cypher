// Imported episodes, by id: made or brought up to date with the exported properties, each
// with the archive of its raw text when it was compacted; an episode whose id was
// re-derived for this bank records the id it came with (a TransferId), which references in
// later batches look up (find_transfer_ids). An id of another bank matches nothing here
// (find_foreign_ids refused such a batch before).
// mode: write
// $bank_id: the bank imported into
// $rows: one map per episode: id, properties, archive (properties, or null), source_id (the
//        id it came with when re-derived, else null)
UNWIND $rows AS row
MERGE (e:Episode {id: row.id})
ON CREATE SET e.bank_id = $bank_id
WITH e, row
WHERE e.bank_id = $bank_id
SET e += row.properties
WITH e, row
CALL (e, row) {
  WITH e, row WHERE row.archive IS NOT NULL
  MERGE (e)-[:ARCHIVED_AS]->(a:EpisodeArchive)
  SET a += row.archive, a.bank_id = $bank_id, a.episode_id = e.id
}
CALL (e, row) {
  WITH e, row WHERE row.source_id IS NOT NULL
  MERGE (t:TransferId {bank_id: $bank_id, source_id: row.source_id})
  SET t.id = e.id
}
RETURN count(e) AS merged
