// The edges that start at one page of a bank's memories (in id order after $after), to any
// node of the bank: each with its type, the other end's label and id (an entity's key), its
// properties, and for an episode its time as [epoch seconds, nanosecond] (the export puts a
// memory's sources first, the earliest said first).
// mode: read
// $bank_id: the bank's id
// $after: the last memory id of the previous page ('' to start)
// $limit: how many memories
MATCH (a:Memory {bank_id: $bank_id})
WHERE a.id > $after
WITH a ORDER BY a.id LIMIT $limit
RETURN a.id AS key,
       COLLECT {
         MATCH (a)-[r]->(b)
         WHERE b.bank_id = $bank_id
         RETURN {rel: type(r),
                 to_label: CASE WHEN b:Memory THEN 'Memory' WHEN b:Episode THEN 'Episode'
                                WHEN b:Entity THEN 'Entity' ELSE head(labels(b)) END,
                 to: CASE WHEN b:Entity THEN b.key ELSE b.id END,
                 properties: properties(r),
                 at: CASE WHEN b:Episode
                          THEN [b.timestamp.epochSeconds, b.timestamp.nanosecond] END} AS edge
       } AS edges
ORDER BY key
