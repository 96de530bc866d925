// One recall trace: the recall's properties, and each memory it returned as it is now (text,
// kind, status) with the rank, score, channel scores and explanation it had then, in rank
// order. A memory erased since has no edge; the caller finds its id in memory_ids.
// mode: read
// $bank_id: the bank's id
// $recall_id: the trace's id
MATCH (r:Recall {bank_id: $bank_id, id: $recall_id})
RETURN r {.*} AS recall,
       COLLECT {
         MATCH (r)-[e:RETURNED]->(m:Memory)
         WHERE m.bank_id = $bank_id
         RETURN {rank: e.rank, id: m.id, text: m.text, kind: m.kind, status: m.status,
                 score: e.score, scores: e.scores, explanation: e.explanation} AS returned
         ORDER BY e.rank
       } AS returned
