// title: Lessons and the failures behind them · 经验教训及其背后的失败
// Lessons reflection learnt (kind 'lesson'), newest first, each with its parts (goal,
// outcome, attribution, the instruction, tags, confidence, how it was learnt), the
// episodes it was distilled from (with their metadata: the tool and its status), and the
// memories of the failures that CAUSED it, with the paths Browser draws.
// zh: 反思得出的经验教训：目标、结果、归因、应当怎么做、置信度，以及它来自的片段和导致它的失败。
//
// Try it in Neo4j Browser:
//   :param bank_id => 'demo'
//   :param limit => 20
// mode: read
// $bank_id: the bank's id
// $limit: the most lessons
MATCH (l:Memory {bank_id: $bank_id, kind: 'lesson'})
WITH l ORDER BY l.created_at DESC LIMIT $limit
RETURN l.id AS lesson_id, l.status AS status, l.text AS text, l.goal AS goal,
       l.outcome AS outcome, l.attribution AS attribution, l.lesson AS lesson, l.tags AS tags,
       l.confidence AS confidence, l.method AS method, l.source AS learnt_by,
       l.created_at AS learnt_at,
       COLLECT {
         MATCH (l)-[:DERIVED_FROM]->(e:Episode)
         WHERE e.bank_id = $bank_id
         RETURN {role: e.role, said_at: e.timestamp, text: e.text, metadata: e.metadata_json}
         ORDER BY e.timestamp
       } AS episodes,
       COLLECT {
         MATCH (f:Memory)-[c:CAUSES]->(l)
         WHERE f.bank_id = $bank_id
         RETURN {id: f.id, text: f.text, reason: c.reason}
       } AS failures,
       COLLECT {
         MATCH path = (l)-[:DERIVED_FROM]->(e:Episode)
         WHERE e.bank_id = $bank_id
         RETURN path
         UNION
         MATCH path = (f:Memory)-[:CAUSES]->(l)
         WHERE f.bank_id = $bank_id
         RETURN path
       } AS paths
