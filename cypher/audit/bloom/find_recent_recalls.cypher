// phrase: Latest recalls in $bank_id
// title: The latest traced recalls · 最近的召回追踪
// Bloom: the bank's 5 newest traced recalls and the memories each returned.
// zh: 最近 5 次被追踪的召回及其返回的记忆。
//   :param bank_id => 'demo'
// mode: read
// $bank_id: the bank's id
MATCH (r:Recall {bank_id: $bank_id})
WITH r ORDER BY r.at DESC LIMIT 5
OPTIONAL MATCH path = (r)-[:RETURNED]->(m:Memory)
WHERE m.bank_id = $bank_id
RETURN r, path
