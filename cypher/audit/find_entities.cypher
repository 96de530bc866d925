// title: The bank's entities and their memories · 实体及其记忆
// The bank's entities (people, places, orders, projects…), most mentioned first, each with
// the memories that name it (current ones first) and the paths Browser draws.
// zh: 记忆库中的实体（人物、地点、订单、项目……），按提及次数排序，附提到它们的记忆。
//
// Try it in Neo4j Browser:
//   :param bank_id => 'demo'
//   :param limit => 25
//   :param per_entity => 10
// mode: read
// $bank_id: the bank's id
// $limit: the most entities
// $per_entity: the most memories shown per entity
MATCH (n:Entity {bank_id: $bank_id})
WITH n ORDER BY coalesce(n.mention_count, 0) DESC, n.key LIMIT $limit
CALL (n) {
  MATCH path = (m:Memory)-[:MENTIONS]->(n)
  WHERE m.bank_id = $bank_id
  WITH m, path
  ORDER BY CASE WHEN m.status IN ['active', 'cold'] THEN 0 ELSE 1 END, m.created_at DESC
  LIMIT $per_entity
  RETURN collect(m.status + ': ' + m.text) AS memories, collect(path) AS paths
}
RETURN n.name AS entity, n.kind AS kind, n.key AS key, n.mention_count AS mentions,
       n.first_seen_at AS first_seen_at, n.last_seen_at AS last_seen_at, memories, paths
ORDER BY mentions DESC, key
