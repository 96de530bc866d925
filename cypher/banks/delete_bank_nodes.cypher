// One round of deleting a bank: up to $limit nodes of each kind it holds, with their edges,
// in one transaction; called again until every count is 0, so that a large bank never needs
// one huge transaction. The Bank node itself goes last (delete_bank), so a deletion cut
// short can be asked again.
// mode: write
// $bank_id: the bank's id
// $limit: the most nodes of one kind deleted in this round
CALL () {
  MATCH (n:Memory {bank_id: $bank_id})
  WITH n LIMIT $limit
  DETACH DELETE n
  RETURN count(*) AS memories
}
CALL () {
  MATCH (n:Episode {bank_id: $bank_id})
  WITH n LIMIT $limit
  DETACH DELETE n
  RETURN count(*) AS episodes
}
CALL () {
  MATCH (n:Entity {bank_id: $bank_id})
  WITH n LIMIT $limit
  DETACH DELETE n
  RETURN count(*) AS entities
}
CALL () {
  MATCH (n:Tombstone {bank_id: $bank_id})
  WITH n LIMIT $limit
  DETACH DELETE n
  RETURN count(*) AS tombstones
}
CALL () {
  MATCH (n:EpisodeArchive {bank_id: $bank_id})
  WITH n LIMIT $limit
  DETACH DELETE n
  RETURN count(*) AS archives
}
CALL () {
  MATCH (n:Reflection {bank_id: $bank_id})
  WITH n LIMIT $limit
  DETACH DELETE n
  RETURN count(*) AS reflections
}
CALL () {
  MATCH (n:Consolidation {bank_id: $bank_id})
  WITH n LIMIT $limit
  DETACH DELETE n
  RETURN count(*) AS runs
}
CALL () {
  MATCH (n:ConsolidationLease {bank_id: $bank_id})
  WITH n LIMIT $limit
  DETACH DELETE n
  RETURN count(*) AS leases
}
CALL () {
  MATCH (n:TransferId {bank_id: $bank_id})
  WITH n LIMIT $limit
  DETACH DELETE n
  RETURN count(*) AS transfer_ids
}
CALL () {
  MATCH (n:Recall {bank_id: $bank_id})
  WITH n LIMIT $limit
  DETACH DELETE n
  RETURN count(*) AS recalls
}
RETURN memories, episodes, entities, tombstones,
       archives + reflections + runs + leases + transfer_ids + recalls AS other
