// Which of the ids an import batch would give its memories and episodes another bank holds
// already (ids are unique across the store): the batch is then refused whole. At most five.
// mode: read
// $bank_id: the bank imported into
// $memory_ids: the memories' ids in this bank
// $episode_ids: the episodes' ids in this bank
CALL () {
  UNWIND $memory_ids AS id
  MATCH (m:Memory {id: id})
  WHERE m.bank_id <> $bank_id
  RETURN id, 'memory' AS label
  UNION ALL
  UNWIND $episode_ids AS id
  MATCH (e:Episode {id: id})
  WHERE e.bank_id <> $bank_id
  RETURN id, 'episode' AS label
}
RETURN id, label
LIMIT 5
