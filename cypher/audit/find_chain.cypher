// title: A memory's SUPERSEDES / NEGATES chain · 取代与否定链
// A memory's whole SUPERSEDES / NEGATES chain, in both directions and at any length: the
// versions it replaced and that replaced it, what it rejected and what rejected it. Each
// row is one longest path from the memory to an end of the chain (a memory on no chain
// comes back alone), with every step's type, reason and time; Browser draws the paths as
// one graph (apply the style to see superseded and negated versions dimmed).
// zh: 一条记忆完整的取代 / 否定链（前后两个方向，任意长度），每一步附类型、原因和时间；在 Browser 中显示为图。
//
// Try it in Neo4j Browser:
//   :param bank_id => 'demo'
//   :param memory_id => '00000000-0000-4000-8000-000000000000'
// mode: read
// $bank_id: the bank's id
// $memory_id: any memory of the chain
MATCH (m:Memory {id: $memory_id})
WHERE m.bank_id = $bank_id
MATCH path = (m)-[:SUPERSEDES|NEGATES*0..]-(end:Memory)
WHERE all(x IN nodes(path) WHERE x.bank_id = $bank_id)
  // longest paths only: the far end has no chain edge the path has not walked
  AND NOT EXISTS {
    MATCH (end)-[next:SUPERSEDES|NEGATES]-(:Memory)
    WHERE NOT next IN relationships(path)
  }
RETURN path,
       [r IN relationships(path) | {
          step: type(r), from: startNode(r).id, to: endNode(r).id, reason: r.reason,
          note: r.note, at: coalesce(r.at, endNode(r).superseded_at, endNode(r).negated_at,
                                     r.created_at)}] AS steps,
       [x IN nodes(path) | x.status + ': ' + x.text] AS versions
ORDER BY length(path) DESC
