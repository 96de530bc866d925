// Of the memories an import batch touched, those without a vector: each with its text, the
// turn of its first source (the earliest said: the one retain embedded it with), whether it
// has a source episode yet, and whether it has any other edge yet (an export sends a
// memory's sources before its other edges, so then all its sources are in).
// mode: read
// $bank_id: the bank imported into
// $ids: the memories' ids
UNWIND $ids AS id
MATCH (m:Memory {id: id})
WHERE m.bank_id = $bank_id AND m.embedding IS NULL AND m.embedding_ml IS NULL
WITH m, COLLECT {
  MATCH (m)-[:DERIVED_FROM]->(e:Episode)
  WHERE e.bank_id = $bank_id
  RETURN e.text ORDER BY e.timestamp, e.id
} AS turns
RETURN m.id AS id, m.text AS text, head(turns) AS turn, size(turns) > 0 AS sourced,
       EXISTS { MATCH (m)-[r]->(o) WHERE NOT (r:DERIVED_FROM AND o:Episode) } AS linked
