// A bank's consolidation runs, newest first.
// mode: read
// $bank_id: the bank's id
// $limit: how many
MATCH (r:Consolidation)
WHERE r.bank_id = $bank_id
WITH r ORDER BY r.started_at DESC LIMIT $limit
RETURN r.id AS id, r.state AS state, r.trigger AS trigger, r.started_at AS started_at,
       r.finished_at AS finished_at, r.report_json AS report_json,
       COUNT { (r)-[:CHANGED]->(:Memory) } AS changed
