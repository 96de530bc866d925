// A bank's recall traces, newest first (by when they were asked): what was asked, what
// coreference made of it, how many memories came back, and the moment an audit asked about.
// mode: read
// $bank_id: the bank's id
// $limit: how many traces
MATCH (r:Recall {bank_id: $bank_id})
RETURN r.id AS id, r.at AS at, r.query AS query, r.resolved_query AS resolved_query,
       size(r.memory_ids) AS returned, r.session_id AS session_id, r.mode AS mode,
       r.as_of AS as_of
ORDER BY r.at DESC, r.id DESC
LIMIT $limit
