// phrase: Recall trace $recall_id in $bank_id
// title: What a recall returned · 一次召回返回了什么
// Bloom: a traced recall and the memories it returned (the RETURNED edges carry rank,
// score, channel scores and explanation).
// zh: 一次被追踪的召回及其返回的记忆（边上有排名、分数和解释）。
//   :param bank_id => 'demo'
//   :param recall_id => '00000000-0000-4000-8000-000000000000'
// mode: read
// $bank_id: the bank's id
// $recall_id: the trace's id
MATCH (r:Recall {bank_id: $bank_id, id: $recall_id})
OPTIONAL MATCH path = (r)-[:RETURNED]->(m:Memory)
WHERE m.bank_id = $bank_id
RETURN r, path
