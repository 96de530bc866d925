// Hard forget, in one transaction: the memory and its edges go, and so do the episodes only
// it was derived from (their text and archived text with them); an episode another memory
// still uses keeps its record with the forgotten words cut out ($redactions). Entities no
// memory names any more go. The memories whose full-text terms were made from those turns get
// terms of their own text ($terms), and a memory derived from it (a consolidation) that
// carried its words takes another member's. What stays is a Tombstone per erased node: id,
// bank, time and reason, no content; a retried retain of the same items finds the episodes'
// tombstones and stores nothing again.
// mode: write
// $bank_id: the bank's id
// $now: the time of the forget
// $memory_id: the memory's id
// $reason: why
// $redactions: one map per shared episode: episode_id, text and archive_text (its text and
//              archived raw text, without the words)
// $terms: one map per neighbour: id, search_text
// $derived: one map per derived memory that carried the words: id, text, search_text
MATCH (m:Memory {id: $memory_id})
WHERE m.bank_id = $bank_id
CALL (m) {
  UNWIND $redactions AS row
  MATCH (e:Episode {id: row.episode_id})
  WHERE e.bank_id = $bank_id
  SET e.text = row.text, e.redacted_at = $now
  WITH e, row
  OPTIONAL MATCH (e)-[:ARCHIVED_AS]->(a:EpisodeArchive)
  WHERE a.bank_id = $bank_id
  SET a.text = row.archive_text
  RETURN count(e) AS redacted
}
CALL (m) {
  UNWIND $terms AS row
  MATCH (o:Memory {id: row.id})
  WHERE o.bank_id = $bank_id
  SET o.search_text = row.search_text
  RETURN count(o) AS retermed
}
CALL (m) {
  UNWIND $derived AS row
  MATCH (d:Memory {id: row.id})
  WHERE d.bank_id = $bank_id
  SET d.text = row.text, d.search_text = row.search_text
  RETURN count(d) AS rewritten
}
CALL (m) {
  OPTIONAL MATCH (m)-[:DERIVED_FROM]->(e:Episode)
  WHERE e.bank_id = $bank_id AND NOT EXISTS { (e)<-[:DERIVED_FROM]-(o:Memory) WHERE o <> m }
  WITH collect(e) AS episodes
  CALL (episodes) {
    UNWIND episodes AS e
    OPTIONAL MATCH (e)-[:ARCHIVED_AS]->(a:EpisodeArchive)
    WHERE a.bank_id = $bank_id
    DETACH DELETE a
  }
  CALL (episodes) {
    UNWIND episodes AS e
    MERGE (t:Tombstone {bank_id: $bank_id, id: e.id})
    ON CREATE SET t.kind = 'episode', t.at = $now, t.reason = $reason
  }
  CALL (episodes) {
    UNWIND episodes AS e
    DETACH DELETE e
  }
  RETURN size(episodes) AS episodes
}
CALL (m) {
  OPTIONAL MATCH (m)-[:MENTIONS]->(n:Entity)
  WHERE n.bank_id = $bank_id
  WITH n WHERE n IS NOT NULL
  SET n.mention_count = coalesce(n.mention_count, 1) - 1
  WITH n WHERE NOT EXISTS { (n)<-[:MENTIONS]-(o:Memory) WHERE o.id <> $memory_id }
  DETACH DELETE n
  RETURN count(*) AS entities
}
MERGE (t:Tombstone {bank_id: $bank_id, id: m.id})
ON CREATE SET t.kind = 'memory', t.at = $now, t.reason = $reason
WITH m, t, episodes
DETACH DELETE m
WITH t, episodes
MATCH (b:Bank {id: $bank_id})
SET b.memory_count = CASE WHEN b.memory_count > 0 THEN b.memory_count - 1 ELSE 0 END,
    b.updated_at = $now
RETURN t.id AS id, t.at AS at, episodes
