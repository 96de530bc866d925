// title: What a recall returned, and why · 一次召回返回了什么、为什么
// What a traced recall returned and why: the query, what coreference made of it, its
// moment and mode, and each memory it returned in rank order with the score, the channel
// scores (JSON text: semantic, lexical, entity, graph, window, recency, importance…) and
// the explanation it had then, beside its status now. Give $recall_id '' (or null) for the
// bank's latest traced recall. Only traced recalls are here: ask a recall with "trace": true, or
// turn the bank's trace.enabled setting on.
// zh: 一次被追踪的召回：查询、指代消解后的查询、时间，以及按排名返回的每条记忆的分数、各通道得分和解释。
// zh: recall_id 为空时显示最近一次。
//
// Try it in Neo4j Browser:
//   :param bank_id => 'demo'
//   :param recall_id => ''
// mode: read
// $bank_id: the bank's id
// $recall_id: the trace's id (the trace_id a traced recall answered with), or '' (the latest)
MATCH (r:Recall {bank_id: $bank_id})
WHERE coalesce($recall_id, '') = '' OR r.id = $recall_id
WITH r ORDER BY r.at DESC, r.id DESC LIMIT 1
MATCH path = (r)-[e:RETURNED]->(m:Memory)
WHERE m.bank_id = $bank_id
RETURN r.id AS recall_id, r.at AS at, r.query AS query, r.resolved_query AS resolved_query,
       r.mode AS mode, e.rank AS rank, m.id AS memory_id, m.kind AS kind,
       m.status AS status_now, m.text AS text, e.score AS score, e.scores AS scores,
       e.explanation AS explanation, path
ORDER BY rank
