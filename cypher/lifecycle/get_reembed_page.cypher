// One page of a bank's memories for re-embedding, in id order after $cursor (a job resumes
// from the last id it finished). Every status: history keeps its vectors comparable too.
// mode: read
// $bank_id: the bank's id
// $cursor: the last memory id done ('' to start)
// $page: how many memories at most
MATCH (m:Memory {bank_id: $bank_id})
WHERE m.id > $cursor
RETURN m.id AS id, m.text AS text,
       head([(m)-[:DERIVED_FROM]->(e:Episode) WHERE e.bank_id = $bank_id | e.text]) AS turn
ORDER BY m.id
LIMIT $page
