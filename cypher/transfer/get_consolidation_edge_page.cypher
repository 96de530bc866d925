// The edges that start at one page of a bank's consolidation runs (in id order after
// $after): what each run changed (CHANGED, to memories), shaped as get_memory_edge_page's.
// mode: read
// $bank_id: the bank's id
// $after: the last run id of the previous page ('' to start)
// $limit: how many runs
MATCH (a:Consolidation {bank_id: $bank_id})
WHERE a.id > $after
WITH a ORDER BY a.id LIMIT $limit
RETURN a.id AS key,
       COLLECT {
         MATCH (a)-[r]->(b)
         WHERE b.bank_id = $bank_id
         RETURN {rel: type(r),
                 to_label: CASE WHEN b:Memory THEN 'Memory' ELSE head(labels(b)) END,
                 to: b.id, properties: properties(r), at: null} AS edge
       } AS edges
ORDER BY key
