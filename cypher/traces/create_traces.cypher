// Store recall traces, written in the background after the recalls answered: one (:Recall)
// per traced recall (its query, the query coreference made of it, its moment, session, mode,
// top_k and the context's size), and a RETURNED edge to each memory it returned with the
// rank, score, channel scores (JSON text) and explanation it had. A memory erased since is
// left out of the edges; its id stays in memory_ids. A trace already stored is not changed.
// mode: write
// $bank_id: the bank's id
// $now: when the traces are written
// $traces: one map per recall: id, query, resolved_query, at (when it was asked: its now),
//          as_of (the past moment it was asked about, or null), session_id, mode, top_k,
//          context_tokens, memory_ids (in rank order), returned (one map per memory: id,
//          rank, score, scores, explanation)
UNWIND $traces AS t
MERGE (r:Recall {bank_id: $bank_id, id: t.id})
ON CREATE SET r.query = t.query, r.resolved_query = t.resolved_query, r.at = t.at,
              r.as_of = t.as_of, r.session_id = t.session_id, r.mode = t.mode,
              r.top_k = t.top_k, r.context_tokens = t.context_tokens,
              r.memory_ids = t.memory_ids, r.recorded_at = $now
WITH r, t
CALL (r, t) {
  UNWIND t.returned AS x
  MATCH (m:Memory {id: x.id})
  WHERE m.bank_id = $bank_id
  MERGE (r)-[e:RETURNED]->(m)
  ON CREATE SET e.rank = x.rank, e.score = x.score, e.scores = x.scores,
                e.explanation = x.explanation
  RETURN count(e) AS edges
}
RETURN count(r) AS written, sum(edges) AS edges
